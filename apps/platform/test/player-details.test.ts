import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_LOCATIONS } from '@mc/sites/banner-locations';
import { WINDOW_FIXTURES } from '../src/seed/content/locations.ts';
import { accountApi, bearer, registration, siteOrigin } from './helpers/accounts.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

async function session(site = 'mc', overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await accountApi(platform.app, site).post('register', registration(overrides), { origin: siteOrigin(site) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { session: string }).session;
}

const transfer = (query: string, headers: Record<string, string> = {}, site = 'mc') =>
  platform.app.inject({ url: `/sites/${site}/v1/player/bank-transfer?${query}`, headers });

describe('a player’s bank-transfer details (v1/player/bank-transfer)', () => {
  it('are 401 for a guest, a malformed or an unknown token, never cached', async () => {
    const guests: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not-a-live-session-token-0123456789' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of guests) {
      const response = await transfer('culture=en&code=bank-transfer', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ parameter: 'authorization' });
      expect(response.body).not.toMatch(/MT84MALT/);
    }
  });

  it('answer a logged-in player with the site’s account and their own reference, no-store', async () => {
    const first = await session();
    const second = await session();
    const one = await transfer('culture=en&code=bank-transfer&rnd=123', bearer(first));
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['cache-control']).toBe('no-store');
    const details = one.json() as Record<string, string>;
    expect(details).toMatchObject({
      code: 'bank-transfer',
      iban: 'MT84MALT011000012345MTLCAST001S',
      currency: 'EUR',
      beneficiary: expect.stringContaining('Ltd'),
    });
    expect(details.reference).toMatch(/^MC-[0-9A-F]{10}$/);
    // Each player quotes their own reference; the same player always gets the same one.
    const other = (await transfer('culture=en&code=bank-transfer', bearer(second))).json() as Record<string, string>;
    expect(other.reference).not.toBe(details.reference);
    expect(((await transfer('culture=en&code=bank-transfer', bearer(first))).json() as Record<string, string>).reference).toBe(details.reference);
  });

  it('are a 404 where the culture does not offer the option, and a session is good on its own site only', async () => {
    const token = await session();
    expect((await transfer('culture=en-CA&code=bank-transfer', bearer(token))).statusCode).toBe(404);
    expect((await transfer('culture=en&code=card', bearer(token))).statusCode).toBe(404);
    expect((await transfer('culture=en-GB&code=bank-transfer', bearer(token), 'mcuk')).statusCode).toBe(401);
    const uk = await session('mcuk', { culture: 'en-GB', country: 'GB' });
    const answer = await transfer('culture=en-GB&code=bank-transfer', bearer(uk), 'mcuk');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ reference: expect.stringMatching(/^MCUK-/), instructions: expect.stringContaining('Faster Payments') });
  });

  it('are refused to a foreign page that sends the token', async () => {
    const token = await session();
    const response = await transfer('culture=en&code=bank-transfer', { ...bearer(token), origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('banner locations with date windows (v1/banners/locations)', () => {
  type Item = { id: string; startDate?: string; endDate?: string; offer?: { kind: string | null } | null };
  const items = async (location: string, culture: string, site = 'mc') =>
    ((await platform.app.inject({ url: `/sites/${site}/v1/banners/locations/${location}?culture=${culture}` })).json() as { items: Item[] }).items;

  it('has banners at every location', async () => {
    for (const location of BANNER_LOCATIONS) expect((await items(location, 'en-GB', 'mcuk')).length, location).toBeGreaterThan(0);
  });

  it('stores the tests’ windows as given: one open now, one ended, one not started', async () => {
    const now = Date.now();
    const fixtures = (await items(WINDOW_FIXTURES.location, WINDOW_FIXTURES.culture)).filter((item) => item.id.startsWith('test-window-'));
    const at = (name: string) => fixtures.find((item) => item.id === `test-window-${name}`)!;
    expect(fixtures).toHaveLength(3);
    expect(Date.parse(at('open').startDate!)).toBeLessThan(now);
    expect(Date.parse(at('open').endDate!)).toBeGreaterThan(now);
    expect(Date.parse(at('ended').endDate!)).toBeLessThan(now);
    expect(Date.parse(at('future').startDate!)).toBeGreaterThan(now);
    // Test data stays on the tests' culture.
    expect((await items(WINDOW_FIXTURES.location, 'en-GB', 'mcuk')).some((item) => item.id.startsWith('test-window-'))).toBe(false);
  });

  it('says what an offers banner promotes (the offers in general), so the site applies the market’s offer rules', async () => {
    for (const [culture, site] of [
      ['en-GB', 'mcuk'],
      ['es', 'mces'],
    ] as const) {
      expect((await items('blog-post-main', culture, site))[0]?.offer, culture).toEqual({ kind: null, significantTerms: null });
    }
  });
});
