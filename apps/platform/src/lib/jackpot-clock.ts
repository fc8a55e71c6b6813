/**
 * Live jackpots as a function of the clock: each grows at its own rate from its seed amount
 * and drops on a schedule, when it starts again from the seed. Nothing is stored per drop, so
 * every request (and every platform process) computes the same figures for the same instant.
 */

/** When a jackpot drops: every `every` seconds (shifted by `offset` from the epoch), or daily at a local time. */
export type DropSchedule = { every: number; offset?: number } | { at: string; timeZone: string };

export interface JackpotModel {
  /** The amount right after a drop, in euros. */
  seed: number;
  /** Growth in euros per hour. */
  growthPerHour: number;
  schedule: DropSchedule;
}

export interface JackpotCycle {
  /** The last drop before (or at) now: the cycle's start, epoch ms. */
  startedAt: number;
  /** The next drop after now, epoch ms. */
  nextDropAt: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The cycle the instant `now` falls in: `startedAt <= now < nextDropAt`. */
export function cycleAt(schedule: DropSchedule, now: number): JackpotCycle {
  if ('every' in schedule) {
    const period = schedule.every * 1000;
    const offset = (schedule.offset ?? 0) * 1000;
    const startedAt = Math.floor((now - offset) / period) * period + offset;
    return { startedAt, nextDropAt: startedAt + period };
  }
  return dailyCycle(schedule.at, schedule.timeZone, now);
}

/** The jackpot's amount in euros at `now`: its seed plus the growth since the cycle started. */
export function amountAt(model: JackpotModel, now: number): number {
  const { startedAt } = cycleAt(model.schedule, now);
  return model.seed + (model.growthPerHour * (now - startedAt)) / HOUR_MS;
}

/** Between the drop at `at` (HH:MM, local time in `timeZone`) on one day and the next day's. */
function dailyCycle(at: string, timeZone: string, now: number): JackpotCycle {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!match) throw new Error(`drop time '${at}' is not HH:MM`);
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  const today = zonedParts(now, timeZone);
  const dropOn = (dayShift: number) => zonedToUtc(today.year, today.month, today.day + dayShift, hour, minute, timeZone);
  const todays = dropOn(0);
  return todays <= now ? { startedAt: todays, nextDropAt: dropOn(1) } : { startedAt: dropOn(-1), nextDropAt: todays };
}

/** One formatter per time zone: building Intl objects is what costs, not using them. */
const formatters = new Map<string, Intl.DateTimeFormat>();

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time in `timeZone` at the instant `time`. */
export function zonedParts(time: number, timeZone: string): ZonedParts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(time)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the zone's wall clock is ahead of UTC at the instant `time`, in ms. */
function zoneOffset(time: number, timeZone: string): number {
  const p = zonedParts(time, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (time - (((time % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time occurs in `timeZone` (day overflow allowed: day 32 is the next
 * month's first). Two passes settle the offset across a daylight-saving change; a time the
 * change skips resolves to the hour after it.
 */
function zonedToUtc(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/** Longest gap between two daily drops (a day plus a daylight-saving hour). */
export const MAX_DAILY_CYCLE_MS = DAY_MS + HOUR_MS;
