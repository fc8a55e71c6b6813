/** spec/shell.md section 4: 0 in range, 1 not started, 2 expired. Dates are ISO (UTC). */
export type DateRangeStatus = 0 | 1 | 2;

export function dateRangeStatus(start: string | undefined, end: string | undefined, now: Date): DateRangeStatus {
  if (start && now.getTime() < Date.parse(start)) return 1;
  if (end && now.getTime() > Date.parse(end)) return 2;
  return 0;
}

export const STATUS_NAMES = { 0: 'active', 1: 'upcoming', 2: 'expired' } as const;
