import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { storeConsent } from './consent-state.ts';
import { gotoHydrated } from './hydrated.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM_PORT, siteUrl } from './ports.ts';

/**
 * Third-party tags and affiliate cookies against the real stack (docs/tags-and-attribution.md):
 * `scripts/stack.mjs` points every tag at the platform's fakes, each on an origin of its own
 * (`http://{vendor}.tags.localhost:<platform port>`), so a request is a tag's by its host.
 */
const TAG_HOST = new RegExp(`^http://([a-z-]+)\\.tags\\.localhost:${E2E_PLATFORM_PORT}/`);
const TRACKING = ['analytics', 'heat-map', 'session-recording'];
const TARGETING = ['social-pixel', 'click-fraud', 'microblog', 'ad-platform'];
const ALL = [...TRACKING, ...TARGETING];

interface FakeCall {
  vendor: string;
  kind: string;
  args: unknown[];
}

/** Every request of the page to a fake tag, by vendor, and the page's CSP violations. */
async function watch(page: Page) {
  const requests: { vendor: string; url: string }[] = [];
  const reports: string[] = [];
  page.on('request', (request) => {
    const found = TAG_HOST.exec(request.url());
    if (found) requests.push({ vendor: found[1]!, url: request.url() });
    if (request.url().includes('/__csp-report')) reports.push(request.postData() ?? '');
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    requests,
    scripts: () => [...new Set(requests.filter((request) => request.url.includes('.js')).map((request) => request.vendor))].sort(),
    calls: () => page.evaluate(() => (window as unknown as { __fakeTagCalls?: FakeCall[] }).__fakeTagCalls ?? []),
    loaded: async () =>
      (
        await page.evaluate(() =>
          ((window as unknown as { __fakeTagCalls?: FakeCall[] }).__fakeTagCalls ?? []).filter((call) => call.kind === 'load').map((call) => call.vendor),
        )
      ).sort(),
    expectNoViolation: async () => {
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      expect(refused).toEqual([]);
      expect(reports).toEqual([]);
    },
  };
}

async function openWith(context: BrowserContext, consent: string | null, url: string) {
  if (consent) await storeConsent(context, consent);
  const page = await context.newPage();
  const watcher = await watch(page);
  const response = await gotoHydrated(page, url);
  return { page, response, ...watcher };
}

/** Long enough for a tag that was going to load to have asked for its script. */
const quiet = (page: Page) => page.waitForTimeout(1500);

test('no fake-tag request, tag global or affiliate cookie before consent', async ({ context }) => {
  const { page, requests, calls } = await openWith(context, null, siteUrl('MCUK', '/?gclid=Cj0_abc&aname=partner_1&dyn_id=d1'));
  await quiet(page);
  expect(requests).toEqual([]);
  expect(await calls()).toEqual([]);
  const layer = await page.evaluate(() => Array.from((window.dataLayer ?? []) as ArrayLike<unknown>[], (entry) => [entry[0], entry[1]]));
  expect(layer[0]).toEqual(['consent', 'default']);
  expect(layer.filter(([command]) => command === 'config' || command === 'js' || command === 'consent')).toEqual([['consent', 'default']]);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
});

for (const [consent, expected] of [
  ['1100', []],
  ['1010', TRACKING],
  ['1001', TARGETING],
  ['1111', ALL],
] as const) {
  test(`consent ${consent} loads exactly its categories' tags, each once`, async ({ context }) => {
    const { page, requests, scripts, loaded } = await openWith(context, consent, siteUrl('MCUK', '/?gclid=Cj0_abc'));
    await expect.poll(loaded).toEqual([...expected].sort());
    await quiet(page);
    expect(scripts()).toEqual([...expected].sort());
    for (const vendor of expected)
      expect(requests.filter((request) => request.vendor === vendor && request.url.includes(`/fake-tags/${vendor}.js`))).toHaveLength(1);
    expect(await loaded()).toEqual([...expected].sort());
  });
}

test('the data layer reads consent default, then update, then the analytics config; the fake sets _ga', async ({ context }) => {
  const { calls } = await openWith(context, '1010', siteUrl('MCUK'));
  const layer = async () => (await calls()).filter((call) => call.vendor === 'analytics' && call.kind === 'dataLayer').map((call) => call.args.slice(0, 2));
  await expect.poll(async () => (await layer()).length).toBeGreaterThanOrEqual(4);
  expect((await layer()).slice(0, 4)).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
    ['js', expect.any(String)],
    ['config', 'GTM-MCUK001'],
  ]);
  const analyticsUpdate = (await calls()).find((call) => call.kind === 'dataLayer' && call.args[1] === 'update')!;
  expect(analyticsUpdate.args[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('_ga');
});

test('click-fraud protection loads only on an ad click (gclid or msclkid)', async ({ context }) => {
  const plain = await openWith(context, '1001', siteUrl('MCUK', '/?utm_source=news'));
  await expect.poll(plain.loaded).toEqual(['ad-platform', 'microblog', 'social-pixel']);
  await quiet(plain.page);
  expect(plain.scripts()).not.toContain('click-fraud');
  const clicked = await openWith(context, null, siteUrl('MCUK', '/?msclkid=5f1e2d'));
  await expect.poll(clicked.loaded).toContain('click-fraud');
  // Germany does not configure it at all: no request even with a click id.
  const germany = await openWith(context, null, siteUrl('MCDE', '/?gclid=abc'));
  await expect.poll(germany.loaded).toEqual(['ad-platform', 'social-pixel']);
  await quiet(germany.page);
  expect(germany.scripts()).toEqual(['ad-platform', 'social-pixel']);
});

test('affiliate cookies: only with targeting, 30 days, whole site, SameSite=Lax; aname goes on to the player', async ({ context, browser }) => {
  const refused = await browser.newContext();
  const tracking = await openWith(refused, '1110', siteUrl('MCUK', '/?aname=partner_7&dyn_id=d-42'));
  await quiet(tracking.page);
  expect((await refused.cookies()).filter((cookie) => ['Aname', 'Dyn_id', 'Zone_id'].includes(cookie.name))).toEqual([]);
  await refused.close();

  const { page } = await openWith(context, '1001', siteUrl('MCUK', '/?aname=partner_7&dyn_id=d-42&aname_extra=1'));
  const affiliate = async () => (await context.cookies()).filter((cookie) => ['Aname', 'Dyn_id', 'Zone_id'].includes(cookie.name));
  await expect.poll(async () => (await affiliate()).length).toBe(3);
  const now = Date.now() / 1000;
  for (const cookie of await affiliate()) {
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false, domain: 'mcuk.localhost' });
    expect(cookie.expires).toBeGreaterThan(now + 2_592_000 - 120);
    expect(cookie.expires).toBeLessThan(now + 2_592_000 + 120);
  }
  expect(Object.fromEntries((await affiliate()).map((cookie) => [cookie.name, cookie.value]))).toEqual({ Aname: 'partner_7', Dyn_id: 'd-42', Zone_id: '1' });
  // The player keeps the affiliate for the widget's context, which the registration stores (apps/platform accounts).
  expect(await page.evaluate(() => window.localStorage.getItem('xtpl'))).toContain('partner_7');

  // Withdrawing targeting deletes them.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('mc:consent-set', { detail: '1110' })));
  await expect.poll(async () => (await affiliate()).length).toBe(0);
});

test('a page with every tag loaded has no CSP violation, and the fakes record its calls', async ({ context, request }) => {
  const marker = `csp-${Date.now()}`;
  const { page, loaded, requests, expectNoViolation } = await openWith(context, '1111', siteUrl('MCUK', `/?gclid=Cj0_abc&aname=p1&m=${marker}`));
  await expect.poll(loaded).toEqual([...ALL].sort());
  // The ad platform's frame and the pixels' images (frame-src, img-src), the beacons (connect-src).
  await expect.poll(() => requests.some((entry) => entry.url.includes('/fake-tags/ad-platform/up?'))).toBe(true);
  await expect.poll(() => requests.some((entry) => entry.url.includes('/fake-tags/social-pixel/tr?'))).toBe(true);
  await quiet(page);
  await expectNoViolation();
  const hits = async () =>
    (await (await request.get(`http://127.0.0.1:${E2E_PLATFORM_PORT}/fake-tags/hits?page=${marker}`, { headers: { 'x-admin-token': E2E_ADMIN_TOKEN } })).json())
      .hits as { vendor: string; kind: string }[];
  await expect.poll(async () => [...new Set((await hits()).filter((hit) => hit.kind === 'load').map((hit) => hit.vendor))].sort()).toEqual([...ALL].sort());
  const names = (await context.cookies()).map((cookie) => cookie.name);
  for (const name of ['_ga', '_fbp', '_clck', 'cc_visitor', 'muc_ads', 'TDID', 'Aname']) expect(names).toContain(name);
});

// Other page types and sites with every tag their site configures (MCDK and MCSE have neither
// click-fraud protection nor the microblog tag): still no violation of their own policy.
for (const [site, path] of [
  ['MC', '/en-CA/online-slots/'],
  ['MCES', '/promociones/'],
  ['MCUK', '/blog/'],
  ['MCDK', '/'],
  ['MCSE', '/'],
] as const) {
  test(`${site} ${path} with every tag its site configures has no CSP violation`, async ({ context }) => {
    const { page, response, loaded, expectNoViolation } = await openWith(context, '1111', siteUrl(site, `${path}?gclid=Cj0_abc`));
    expect(response?.status()).toBe(200);
    await expect.poll(async () => (await loaded()).length).toBeGreaterThanOrEqual(5);
    await quiet(page);
    await expectNoViolation();
  });
}

test('one cached page: the same bytes and policy for everyone, valid whether the visitor accepts everything or nothing', async ({ browser, request }) => {
  const url = siteUrl('MCUK', '/');
  // Node does not resolve *.localhost: the server is asked by address, with the site's Host.
  const fetchPage = (code: string) => request.get(`http://127.0.0.1:${new URL(siteUrl(code)).port}/`, { headers: { host: new URL(siteUrl(code)).host } });
  const first = await fetchPage('MCUK');
  const second = await fetchPage('MCUK');
  expect(await second.body()).toEqual(await first.body());
  const policy = first.headers()['content-security-policy']!;
  expect(second.headers()['content-security-policy']).toBe(policy);
  expect(first.headers()['set-cookie']).toBeUndefined();
  const directive = (name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))!;
  for (const slug of ALL) expect(directive('connect-src')).toContain(`http://${slug}.tags.localhost:${E2E_PLATFORM_PORT}`);
  expect(directive('frame-src')).toBe(`frame-src 'self' http://ad-platform.tags.localhost:${E2E_PLATFORM_PORT}`);
  const germany = (await fetchPage('MCDE')).headers()['content-security-policy']!;
  expect(germany).not.toContain('click-fraud.tags.localhost');
  expect(germany).not.toContain('microblog.tags.localhost');

  for (const [consent, expected] of [
    ['1111', ALL.length],
    ['1000', 0],
  ] as const) {
    const context = await browser.newContext();
    const visit = await openWith(context, consent, `${url}?gclid=Cj0_x`);
    expect(visit.response?.headers()['content-security-policy']).toBe(policy);
    await expect.poll(async () => (await visit.loaded()).length).toBe(expected);
    await quiet(visit.page);
    await visit.expectNoViolation();
    await context.close();
  }
});
