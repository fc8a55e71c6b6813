/** Date-range check (spec/shell.md section 4): 0 in range, 1 not started, 2 expired. */
export const DATE_RANGE = { inRange: 0, notStarted: 1, expired: 2 } as const;
export type DateRangeStatus = (typeof DATE_RANGE)[keyof typeof DATE_RANGE];

/** A missing start or end is open-ended; an unparseable date is treated as missing. */
export function dateRangeStatus(start: string | null | undefined, end: string | null | undefined, now: number): DateRangeStatus {
  const from = start ? Date.parse(start) : Number.NaN;
  const to = end ? Date.parse(end) : Number.NaN;
  if (!Number.isNaN(from) && now < from) return DATE_RANGE.notStarted;
  if (!Number.isNaN(to) && now > to) return DATE_RANGE.expired;
  return DATE_RANGE.inRange;
}
