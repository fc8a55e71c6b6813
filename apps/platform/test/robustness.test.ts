import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const TEMPLATES = [
  '/sites/{x}/v1/games?culture={x}&category={x}&page={x}&pageSize={x}',
  '/sites/mcuk/v1/games/by-groups?culture=en-GB&groups={x}&groups={x}&limit={x}',
  '/sites/mcuk/v1/games/info/{x}?culture={x}',
  '/sites/mces/v1/feeds/simple?culture=es&feedCode={x}',
  '/sites/mcuk/v1/feeds/leaderboards/{x}?limit={x}',
  '/sites/mcuk/v1/cms/promotions/{x}?culture=en-GB',
  '/sites/mcuk/v1/banners/config/{x}?culture={x}',
  '/sites/mcuk/v1/banners/media?device={x}&layer={x}&sectionCode={x}&gameSlug={x}',
  '/sites/mcuk/v1/banners/bt-texts/{x}?culture=en-GB&r={x}',
  '/sites/mces/v1/blog/posts?culture=es&tag={x}&q={x}&page={x}',
  '/sites/mcuk/v1/voucher?brand_local_code={x}&voucher={x}&username={x}',
  '/geo/{x}/?brand_code={x}',
  '/currency/{x}/',
  '/user-context/?brand_code={x}&page_culture={x}&user_country={x}',
  '/img/games/{x}',
];
const NASTY = [
  "' OR 1=1 --",
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '%E2%80%AE',
  '-1',
  '1e309',
  '[]',
  '{}',
  'null',
  '😀',
  '%',
];

describe('bad input never produces a 5xx', () => {
  it('holds for random and hostile parameter values on every kind of endpoint', async () => {
    const value = fc.oneof(fc.string({ maxLength: 40 }).map(encodeURIComponent), fc.constantFrom(...NASTY), fc.integer().map(String));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TEMPLATES), fc.array(value, { minLength: 12, maxLength: 12 }), async (template, values) => {
        let index = 0;
        const url = template.replace(/\{x\}/g, () => values[index++] ?? '');
        const response = await platform.app.inject({ url });
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json(), url).toHaveProperty('error');
      }),
      { numRuns: 400, seed: 42 },
    );
  });

  it('treats repeated scalar parameters as malformed, not as a crash', async () => {
    const response = await platform.app.inject('/sites/mcuk/v1/games?culture=en-GB&culture=es');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ parameter: 'culture' });
  });

  it('never leaks a stack trace', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/sites/mcuk/v1/newsletter',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
