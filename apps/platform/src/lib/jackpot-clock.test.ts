import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountAt, cycleAt, MAX_DAILY_CYCLE_MS, zonedParts, type JackpotModel } from './jackpot-clock.ts';

const HOUR = 3_600_000;
// 2000–2100: DST rules of Europe/London and America/Sao_Paulo both change in this span.
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const zone = fc.constantFrom('Europe/London', 'Europe/Copenhagen', 'America/Toronto', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC');

describe('drop cycles', () => {
  it('periodic: now lies in [startedAt, nextDropAt), one period long, on the grid of the offset', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 30 * 86_400 }), fc.integer({ min: 0, max: 86_400 }), (now, every, offset) => {
        const { startedAt, nextDropAt } = cycleAt({ every, offset }, now);
        expect(startedAt).toBeLessThanOrEqual(now);
        expect(nextDropAt).toBeGreaterThan(now);
        expect(nextDropAt - startedAt).toBe(every * 1000);
        expect((((startedAt - offset * 1000) % (every * 1000)) + every * 1000) % (every * 1000)).toBe(0);
      }),
    );
  });

  it('daily: the next drop is the next time the local clock shows HH:MM, the last one the time before', () => {
    fc.assert(
      fc.property(instant, hhmm, zone, (now, at, timeZone) => {
        const { startedAt, nextDropAt } = cycleAt({ at, timeZone }, now);
        expect(startedAt).toBeLessThanOrEqual(now);
        expect(nextDropAt).toBeGreaterThan(now);
        expect(nextDropAt - startedAt).toBeGreaterThanOrEqual(MAX_DAILY_CYCLE_MS - 2 * HOUR);
        expect(nextDropAt - startedAt).toBeLessThanOrEqual(MAX_DAILY_CYCLE_MS);
        const local = zonedParts(nextDropAt, timeZone);
        const shown = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
        // A time the clocks skip (01:30 on the spring change in London) drops an hour later.
        if (shown !== at)
          expect(Date.UTC(2000, 0, 1, local.hour, local.minute) - Date.UTC(2000, 0, 1, ...(at.split(':').map(Number) as [number, number]))).toBe(HOUR);
      }),
    );
  });

  it('daily at 21:00 in London: in British summer time that is 20:00 UTC, in winter 21:00 UTC', () => {
    const schedule = { at: '21:00', timeZone: 'Europe/London' };
    expect(new Date(cycleAt(schedule, Date.parse('2025-07-01T12:00:00Z')).nextDropAt).toISOString()).toBe('2025-07-01T20:00:00.000Z');
    expect(new Date(cycleAt(schedule, Date.parse('2025-07-01T20:00:00Z')).nextDropAt).toISOString()).toBe('2025-07-02T20:00:00.000Z');
    expect(new Date(cycleAt(schedule, Date.parse('2025-12-01T21:30:00Z')).nextDropAt).toISOString()).toBe('2025-12-02T21:00:00.000Z');
    expect(new Date(cycleAt(schedule, Date.parse('2025-12-01T21:30:00Z')).startedAt).toISOString()).toBe('2025-12-01T21:00:00.000Z');
  });

  it('refuses a drop time that is not HH:MM', () => {
    expect(() => cycleAt({ at: '9pm', timeZone: 'Europe/London' }, 0)).toThrow(/not HH:MM/);
  });
});

describe('amount at a time', () => {
  const model: JackpotModel = { seed: 1000, growthPerHour: 360, schedule: { every: 3600 } };

  it('starts from the seed at each drop and grows at its rate until the next', () => {
    const drop = Date.UTC(2025, 5, 1, 10);
    expect(amountAt(model, drop)).toBe(1000);
    expect(amountAt(model, drop + 10_000)).toBeCloseTo(1001, 9);
    expect(amountAt(model, drop + HOUR - 1)).toBeCloseTo(1360, 3);
    expect(amountAt(model, drop + HOUR)).toBe(1000);
  });

  it('never falls within a cycle, and stays between the seed and one full cycle of growth', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 3_600_000 }), (now, later) => {
        const a = amountAt(model, now);
        const b = amountAt(model, now + later);
        const { nextDropAt } = cycleAt(model.schedule, now);
        if (now + later < nextDropAt) expect(b).toBeGreaterThanOrEqual(a);
        for (const value of [a, b]) {
          expect(value).toBeGreaterThanOrEqual(model.seed);
          expect(value).toBeLessThan(model.seed + model.growthPerHour);
        }
      }),
    );
  });
});
