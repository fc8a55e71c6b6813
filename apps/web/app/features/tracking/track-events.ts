/**
 * The event groups of the global tracking function (spec/shell.md section 7). Anything else is
 * refused: a typo in a tag or a caller must not create a new kind of record at the collector.
 */
export const TRACK_GROUPS = {
  cta: ['play'],
  journey: ['click', 'view', 'platform_open', 'app_install'],
  log: ['info', 'general', 'consent'],
  user: ['logged', 'created', 'reg-interacted'],
  abpoint: ['pre-login', 'post-login', 'pre-registration', 'post-registration'],
} as const;

export type TrackGroup = keyof typeof TRACK_GROUPS;

export type JsonData = Readonly<Record<string, unknown>>;

export interface TrackEvent {
  group: TrackGroup;
  event: string;
  data: JsonData | null;
}

/** Data travels as JSON to the collector; more than this is a bug or abuse, not an event. */
export const MAX_DATA_CHARS = 2000;

function isGroup(group: unknown): group is TrackGroup {
  return typeof group === 'string' && Object.hasOwn(TRACK_GROUPS, group);
}

function dataOf(data: unknown): JsonData | null | undefined {
  if (data === undefined || data === null) return null;
  if (typeof data !== 'object' || Array.isArray(data)) return undefined;
  try {
    const json = JSON.stringify(data);
    return json.length <= MAX_DATA_CHARS ? (JSON.parse(json) as JsonData) : undefined;
  } catch {
    // cyclic or not serialisable
    return undefined;
  }
}

/** A valid event of the table with its data as plain JSON (a copy), or null. */
export function trackEventOf(group: unknown, event: unknown, data?: unknown): TrackEvent | null {
  if (!isGroup(group) || typeof event !== 'string') return null;
  if (!(TRACK_GROUPS[group] as readonly string[]).includes(event)) return null;
  const copy = dataOf(data);
  return copy === undefined ? null : { group, event, data: copy };
}

/** The detail of an `APP_EVENTS.track` app event (`{ group, event, data? }`). */
export function trackEventOfDetail(detail: unknown): TrackEvent | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { group, event, data } = detail as Record<string, unknown>;
  return trackEventOf(group, event, data);
}
