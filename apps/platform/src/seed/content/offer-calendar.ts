/**
 * The days each offer runs, written per offer and set from the seed's clock (the platform's, or
 * PLATFORM_NOW), so a seeded site always has a race running, a weekend sprint just ended and a
 * launch to come, whatever the day, and no offer's dates contradict its name. Ended offers of a
 * named season (Summer Festival 2024) keep their own dates.
 */
export interface Period {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const startOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day)).toISOString().replace('.000Z', 'Z');
const endOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, 23, 59, 59)).toISOString().replace('.000Z', 'Z');
const dayOf = (time: number) => new Date(time);

export function offerPeriods(now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  // The last Friday-to-Sunday weekend that ended before today.
  const today = Date.UTC(year, month, now.getUTCDate());
  const daysSinceSunday = dayOf(today).getUTCDay() || 7;
  const sunday = dayOf(today - daysSinceSunday * DAY_MS);
  const friday = dayOf(sunday.getTime() - 2 * DAY_MS);
  const launch = dayOf(today + 30 * DAY_MS);
  const launchEnd = dayOf(today + 60 * DAY_MS);
  // Christmas: this year's Advent until Boxing Day, or next year's once it is over.
  const christmasYear = now.getTime() > Date.UTC(year, 11, 26, 23, 59, 59) ? year + 1 : year;
  // The Champions League final is played at the end of May: the draw runs up to this season's final.
  const finalYear = now.getTime() > Date.UTC(year, 4, 31, 21) ? year + 1 : year;
  return {
    /** Offers that run all the time: from last New Year to the end of next year, when they are reviewed. */
    ongoing: { start: startOf(year - 1, 0, 1), end: endOf(year + 1, 11, 31) },
    /** The slots race: this month and the next. */
    race: { start: startOf(year, month, 1), end: endOf(year, month + 2, 0) },
    sprint: {
      start: startOf(friday.getUTCFullYear(), friday.getUTCMonth(), friday.getUTCDate()),
      end: endOf(sunday.getUTCFullYear(), sunday.getUTCMonth(), sunday.getUTCDate()),
    },
    summer2024: { start: '2024-06-01T00:00:00Z', end: '2024-08-31T23:59:59Z' },
    launch: {
      start: startOf(launch.getUTCFullYear(), launch.getUTCMonth(), launch.getUTCDate()),
      end: endOf(launchEnd.getUTCFullYear(), launchEnd.getUTCMonth(), launchEnd.getUTCDate()),
    },
    christmas: { start: startOf(christmasYear, 11, 1), end: endOf(christmasYear, 11, 26) },
    champions: { start: startOf(finalYear - 1, 8, 1), end: new Date(Date.UTC(finalYear, 4, 31, 21)).toISOString().replace('.000Z', 'Z') },
  } satisfies Record<string, Period>;
}
