import { FALLBACK_RATES } from '@mc/sites/fallback-rates';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

interface Jackpot {
  id: string;
  tier: string;
  amount: number;
  seedAmount: number;
  growthPerSecond: number;
  nextDropAt: string;
  mustDropBy: string | null;
}
interface Feed {
  culture: string;
  currency: string;
  asOf: string;
  jackpots: Jackpot[];
}

let platform: TestPlatform;
let quick: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform();
  quick = await startPlatform({ env: { PLATFORM_JACKPOT_DROP_SECONDS: '5' } });
});
afterAll(async () => {
  await platform.close();
  await quick.close();
});
afterEach(() => vi.useRealTimers());

/** The feed at an instant: only Date is faked, so Fastify's own timers keep running. */
async function feedAt(at: number, url: string, on = platform): Promise<{ feed: Feed; headers: Record<string, unknown> }> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  const response = await on.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return { feed: response.json<Feed>(), headers: response.headers };
}

const T0 = Date.UTC(2025, 5, 2, 9, 0, 0);
const byId = (feed: Feed) => new Map(feed.jackpots.map((jackpot) => [jackpot.id, jackpot]));

describe('the jackpots feed', () => {
  it('moves the amounts with the clock, at each jackpot’s growth rate, and is never cached', async () => {
    const first = await feedAt(T0, '/sites/mc/v1/feeds/jackpots?culture=en');
    const later = await feedAt(T0 + 10_000, '/sites/mc/v1/feeds/jackpots?culture=en');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.feed).toMatchObject({ culture: 'en', currency: 'EUR', asOf: new Date(T0).toISOString() });
    expect(first.feed.jackpots.map((jackpot) => jackpot.tier)).toEqual(['mega', 'major', 'minor', 'daily']);
    const after = byId(later.feed);
    for (const jackpot of first.feed.jackpots) {
      const moved = after.get(jackpot.id)!;
      expect(jackpot.growthPerSecond).toBeGreaterThan(0);
      expect(jackpot.amount).toBeGreaterThanOrEqual(jackpot.seedAmount);
      expect(Date.parse(jackpot.nextDropAt)).toBeGreaterThan(T0);
      expect(moved.amount - jackpot.amount).toBeCloseTo(jackpot.growthPerSecond * 10, 1);
      expect(moved.nextDropAt).toBe(jackpot.nextDropAt);
    }
    expect(first.feed.jackpots.find((jackpot) => jackpot.tier === 'daily')!.mustDropBy).toBe('21:00');
  });

  it('drops each jackpot at its next-drop time: back to the seed amount, the next drop scheduled', async () => {
    const { feed } = await feedAt(T0, '/sites/mcuk/v1/feeds/jackpots?culture=en-GB');
    for (const jackpot of feed.jackpots) {
      const drop = Date.parse(jackpot.nextDropAt);
      const before = byId((await feedAt(drop - 1000, '/sites/mcuk/v1/feeds/jackpots?culture=en-GB')).feed).get(jackpot.id)!;
      const dropped = byId((await feedAt(drop, '/sites/mcuk/v1/feeds/jackpots?culture=en-GB')).feed).get(jackpot.id)!;
      expect(before.amount, jackpot.id).toBeGreaterThan(dropped.amount);
      expect(dropped.amount, jackpot.id).toBe(dropped.seedAmount);
      expect(Date.parse(dropped.nextDropAt), jackpot.id).toBeGreaterThan(drop);
      expect(before.nextDropAt, jackpot.id).toBe(jackpot.nextDropAt);
    }
  });

  it("answers in the culture's currency, the same pool at the reference rates", async () => {
    const euros = byId((await feedAt(T0, '/sites/mc/v1/feeds/jackpots?culture=en')).feed);
    for (const [site, culture, currency] of [
      ['mc', 'en-CA', 'CAD'],
      ['mcuk', 'en-GB', 'GBP'],
      ['mcse', 'sv', 'SEK'],
      ['mc', 'en-IN', 'INR'],
    ] as const) {
      const { feed } = await feedAt(T0, `/sites/${site}/v1/feeds/jackpots?culture=${culture}`);
      expect(feed.currency, culture).toBe(currency);
      for (const jackpot of feed.jackpots) {
        const euro = euros.get(jackpot.id)!;
        expect(jackpot.amount / FALLBACK_RATES[currency]!, `${culture} ${jackpot.id}`).toBeCloseTo(euro.amount, 1);
        expect(jackpot.nextDropAt).toBe(euro.nextDropAt);
      }
    }
  });

  it("is empty where the market has 'no-jackpots', even with jackpots in the database", async () => {
    platform.db.prepare('INSERT INTO jackpots (culture, position, data) SELECT ?, position + 100, data FROM jackpots WHERE culture = ?').run('de-DE', 'en');
    const { feed } = await feedAt(T0, '/sites/mcde/v1/feeds/jackpots?culture=de-DE');
    expect(feed).toMatchObject({ culture: 'de-DE', jackpots: [] });
  });
});

describe('the short test schedule (PLATFORM_JACKPOT_DROP_SECONDS)', () => {
  it('drops every jackpot every few seconds instead of on its schedule', async () => {
    const { feed } = await feedAt(T0 + 2_000, '/sites/mc/v1/feeds/jackpots?culture=en', quick);
    expect(feed.jackpots).toHaveLength(4);
    for (const jackpot of feed.jackpots) expect(jackpot.nextDropAt).toBe(new Date(T0 + 5_000).toISOString());
    const dropped = (await feedAt(T0 + 5_000, '/sites/mc/v1/feeds/jackpots?culture=en', quick)).feed;
    for (const jackpot of dropped.jackpots) expect(jackpot.amount).toBe(jackpot.seedAmount);
  });

  it('takes whole seconds only', () => {
    for (const value of ['0', '-3', '1.5', 'soon'])
      expect(() => loadConfig({ PLATFORM_JACKPOT_DROP_SECONDS: value }), value).toThrow(/PLATFORM_JACKPOT_DROP_SECONDS/);
    expect(loadConfig({ PLATFORM_JACKPOT_DROP_SECONDS: '8', NODE_ENV: 'development' }).jackpotDropSeconds).toBe(8);
    expect(loadConfig({ NODE_ENV: 'development' }).jackpotDropSeconds).toBeUndefined();
  });
});
