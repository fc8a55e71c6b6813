import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFTER_DROP_MS,
  amountAt,
  clockOffset,
  formatCountdown,
  isoDuration,
  nextRefreshAt,
  parseJackpotFeed,
  REFRESH_MS,
  type LiveJackpot,
} from './jackpot-figures.ts';

const T0 = Date.UTC(2025, 5, 2, 9);
const jackpot: LiveJackpot = { id: 'mega', amount: 1_000_500, seedAmount: 1_000_000, growthPerSecond: 0.5, nextDropAt: T0 + 60_000 };
const days = (count: number) => `${count}d`;

describe('the amount at an instant', () => {
  it('grows from the feed’s figure at its rate, and after the drop from the seed', () => {
    expect(amountAt(jackpot, T0, T0)).toBe(1_000_500);
    expect(amountAt(jackpot, T0, T0 + 10_000)).toBe(1_000_505);
    expect(amountAt(jackpot, T0, T0 + 60_000)).toBe(1_000_000);
    expect(amountAt(jackpot, T0, T0 + 64_000)).toBe(1_000_002);
    // A clock a little behind the server's never shows less than the feed said.
    expect(amountAt(jackpot, T0, T0 - 5_000)).toBe(1_000_500);
  });

  it('never falls before the drop, and is never below the seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120_000, max: 120_000 }), fc.integer({ min: 0, max: 59_000 }), (at, later) => {
        const now = T0 + at;
        expect(amountAt(jackpot, T0, now)).toBeGreaterThanOrEqual(jackpot.seedAmount);
        if (now + later < jackpot.nextDropAt) expect(amountAt(jackpot, T0, now + later)).toBeGreaterThanOrEqual(amountAt(jackpot, T0, now));
      }),
    );
  });
});

describe('the countdown', () => {
  it('reads hh:mm:ss, with whole days before it, and 00:00:00 only once the drop is due', () => {
    expect(formatCountdown(3_723_000, days)).toBe('01:02:03');
    expect(formatCountdown(86_400_000 * 2 + 5_000, days)).toBe('2d 00:00:05');
    expect(formatCountdown(400, days)).toBe('00:00:01');
    expect(formatCountdown(0, days)).toBe('00:00:00');
    expect(formatCountdown(-5_000, days)).toBe('00:00:00');
  });

  it('round-trips: the text and the ISO duration both give back the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 86_400_000 }), (ms) => {
        const seconds = Math.ceil(ms / 1000);
        const match = /^(?:(\d+)d )?(\d\d):([0-5]\d):([0-5]\d)$/.exec(formatCountdown(ms, days))!;
        expect(match).not.toBeNull();
        const [d, h, m, s] = [Number(match[1] ?? 0), Number(match[2]), Number(match[3]), Number(match[4])];
        expect(h).toBeLessThan(24);
        expect(((d * 24 + h) * 60 + m) * 60 + s).toBe(seconds);
        const iso = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(isoDuration(ms))!;
        expect(iso).not.toBeNull();
        expect(((Number(iso[1] ?? 0) * 24 + Number(iso[2] ?? 0)) * 60 + Number(iso[3] ?? 0)) * 60 + Number(iso[4] ?? 0)).toBe(seconds);
      }),
    );
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(86_400_000)).toBe('P1D');
  });
});

describe('the clock and the next question', () => {
  it('takes the server’s clock as it was halfway through the request', () => {
    expect(clockOffset(T0, T0 - 3_000, T0 - 1_000)).toBe(2_000);
    expect(clockOffset(T0, T0, T0)).toBe(0);
  });

  it('asks again just after the next drop, and within a minute anyway', () => {
    const figures = { currency: 'EUR', asOf: T0, jackpots: [jackpot, { ...jackpot, id: 'minor', nextDropAt: T0 + 5_000 }] };
    expect(nextRefreshAt(figures, T0)).toBe(T0 + 5_000 + AFTER_DROP_MS);
    expect(nextRefreshAt({ ...figures, jackpots: [] }, T0)).toBe(T0 + REFRESH_MS);
  });

  it('asks again soon, then less and less often, while an answer still holds a drop that is due', () => {
    const mega = { ...jackpot, nextDropAt: T0 + 86_400_000 };
    const figures = { currency: 'EUR', asOf: T0, jackpots: [mega, { ...jackpot, id: 'minor', nextDropAt: T0 + 5_000 }] };
    const now = T0 + 10_000;
    expect([1, 2, 3, 4, 8].map((answers) => nextRefreshAt(figures, now, answers) - now)).toEqual([1_000, 2_000, 4_000, 8_000, REFRESH_MS]);
    // An answer with no drop due: the usual schedule (here, a minute on).
    expect(nextRefreshAt({ ...figures, jackpots: [mega] }, now, 0)).toBe(now + REFRESH_MS);
  });
});

describe('the feed as the browser reads it', () => {
  const good = {
    culture: 'en',
    currency: 'EUR',
    asOf: new Date(T0).toISOString(),
    jackpots: [{ ...jackpot, nextDropAt: new Date(jackpot.nextDropAt).toISOString(), name: 'Mega' }],
  };

  it('keeps what it needs of each jackpot', () => {
    expect(parseJackpotFeed(good)).toEqual({ currency: 'EUR', asOf: T0, jackpots: [jackpot] });
  });

  it('leaves out malformed jackpots, and is null for a body that is no feed', () => {
    const bad = [
      { id: 'x' },
      { ...good.jackpots[0], amount: -1 },
      { ...good.jackpots[0], growthPerSecond: Number.NaN },
      { ...good.jackpots[0], nextDropAt: 'soon' },
      null,
      'mega',
    ];
    expect(parseJackpotFeed({ ...good, jackpots: [...bad, ...good.jackpots] })?.jackpots).toEqual([jackpot]);
    for (const body of [null, 'x', [], { ...good, currency: 'euro' }, { ...good, asOf: 'now' }, { ...good, jackpots: {} }])
      expect(parseJackpotFeed(body)).toBeNull();
  });
});
