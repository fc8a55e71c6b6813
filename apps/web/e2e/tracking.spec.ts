import { expect, test, type APIRequestContext } from '@playwright/test';
import { guardConsole } from './console-guard.ts';
import { storeConsent } from './consent-state.ts';
import { gotoHydrated } from './hydrated.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM_PORT, siteUrl } from './ports.ts';
import { collected, hidePage, recordsOf, visitIds } from './tracking.ts';

// Page and journey tracking, field performance (issue 16; docs/tracking.md): against the real
// stack, reading what the platform's collector and logger received.

const TRACKING_GRANTED = '1110';
const EVERY_EVENT = {
  cta: ['play'],
  journey: ['click', 'view', 'platform_open', 'app_install'],
  log: ['info', 'general', 'consent'],
  user: ['logged', 'created', 'reg-interacted'],
  abpoint: ['pre-login', 'post-login', 'pre-registration', 'post-registration'],
};

test.describe('tracking', () => {
  test('with consent: the same-origin frame hands over the ids, the first visit initialises with them, brand and view version', async ({
    page,
    context,
    request,
  }) => {
    await storeConsent(context, TRACKING_GRANTED);
    const console = guardConsole(page);
    const frameResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/__tracking/frame');
    await gotoHydrated(page, siteUrl('MC'));
    const frame = await frameResponse;
    expect(new URL(frame.url()).origin).toBe(new URL(siteUrl('MC')).origin);
    expect(new URL(frame.url()).searchParams.get('brand')).toBe('MC');
    expect(frame.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    const { usguid, uguid } = await visitIds(page);
    const [visit] = await recordsOf(request, usguid);
    expect(visit).toMatchObject({ type: 'visit', init: true, pageCode: 'home', path: '/', brand: 'MC', site: 'MC', culture: 'en', viewVersion: '1A' });
    expect(visit!.info).toMatchObject({ uguid, usguid, utv: '1A', arCode: 'MC-WEB' });
    await expect(page.locator('iframe[data-tracking-frame]')).toHaveCount(0);

    // The next page of the visit keeps the ids (player state): no frame, the same visitor.
    const frames: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__tracking/frame') frames.push(request.url());
    });
    await gotoHydrated(page, siteUrl('MC', '/restricted/germany/'));
    const records = await recordsOf(request, usguid, 2);
    expect(records.at(-1)).toMatchObject({ type: 'visit', init: true, pageCode: 'restricted/germany', path: '/restricted/germany/' });
    expect(frames).toEqual([]);
    console.expectClean();
  });

  test('a missing page is reported as 404', async ({ page, context, request }) => {
    await storeConsent(context, TRACKING_GRANTED);
    const response = await page.goto(siteUrl('MCUK', '/no-such-page-here/'));
    expect(response?.status()).toBe(404);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const { usguid } = await visitIds(page);
    const [visit] = await recordsOf(request, usguid);
    expect(visit).toMatchObject({ type: 'visit', init: true, pageCode: '404', brand: 'MCUK', culture: 'en-GB' });
  });

  test('every event group of the tracking function arrives; unknown ones are refused', async ({ page, context, request }) => {
    await storeConsent(context, TRACKING_GRANTED);
    await gotoHydrated(page, siteUrl('MCUK'));
    const { usguid } = await visitIds(page);
    const accepted = await page.evaluate((table) => {
      const results: boolean[] = [];
      for (const [group, events] of Object.entries(table)) for (const event of events) results.push(window.mcTrack!(group, event, { n: `${group}:${event}` }));
      return { all: results.every(Boolean), unknown: window.mcTrack!('page', 'view'), badEvent: window.mcTrack!('cta', 'click') };
    }, EVERY_EVENT);
    expect(accepted).toEqual({ all: true, unknown: false, badEvent: false });
    const expected = Object.entries(EVERY_EVENT).flatMap(([group, events]) => events.map((event) => `${group}:${event}`));
    const records = await recordsOf(request, usguid, expected.length + 1);
    const events = records.filter((record) => record.type === 'event' && (record.data as { n?: string } | null)?.n);
    expect(events.map((record) => `${record.group}:${record.event}`).sort()).toEqual([...expected].sort());
    expect(events.every((record) => record.pageCode === 'home' && record.brand === 'MCUK')).toBe(true);
  });

  test('calls to action and consent changes are tracked as journey clicks, views and log consent', async ({ page, context, request }) => {
    await storeConsent(context, TRACKING_GRANTED);
    await gotoHydrated(page, siteUrl('MCUK'));
    const { usguid } = await visitIds(page);
    await page.locator('a[href="#account/register"]').first().click();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('mc:consent-set', { detail: '1111' })));
    await expect
      .poll(async () => (await recordsOf(request, usguid, 4)).map((record) => `${record.group}:${record.event}`))
      .toEqual(expect.arrayContaining(['journey:click', 'journey:view', 'abpoint:pre-registration', 'log:consent']));
    const records = await recordsOf(request, usguid, 4);
    expect(records.find((record) => record.group === 'journey' && record.event === 'click')?.data).toEqual({ target: 'account', mode: 'register' });
    const consent = records.find((record) => record.group === 'log' && record.event === 'consent');
    expect(consent?.data).toEqual({ consent: '1111' });
  });

  test('nothing is sent before tracking consent; what waited goes once it is given', async ({ page, context, request }) => {
    await storeConsent(context, '1000');
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/tracking/') || path === '/__tracking/frame' || path.endsWith('/LogInfo')) sent.push(path);
    });
    await gotoHydrated(page, siteUrl('MCSE'));
    const marker = `before-consent-${Date.now()}-${Math.random()}`;
    expect(await page.evaluate((n) => window.mcTrack!('log', 'info', { n }), marker)).toBe(true);
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
    expect((await collected(request, 'MCSE')).some((record) => record.data?.n === marker)).toBe(false);

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('mc:consent-set', { detail: '1110' })));
    const { usguid } = await visitIds(page);
    const records = await recordsOf(request, usguid, 3);
    expect(records.map((record) => (record.type === 'visit' ? `visit:${record.pageCode}:${record.init}` : `${record.group}:${record.event}`))).toEqual(
      expect.arrayContaining(['visit:home:true', 'log:info', 'log:consent']),
    );
    expect(records.find((record) => record.data?.n === marker)).toBeTruthy();
  });

  test('a Danish page reports brand code MCDK', async ({ page, context, request }) => {
    await storeConsent(context, TRACKING_GRANTED);
    await gotoHydrated(page, siteUrl('MCDK'));
    const { usguid } = await visitIds(page);
    const [visit] = await recordsOf(request, usguid);
    expect(visit).toMatchObject({ brand: 'MCDK', site: 'MCDK', culture: 'da', viewVersion: '1A', pageCode: 'home' });
    expect(visit!.info?.arCode).toBe('MCDK-WEB');
  });
});

test.describe('field performance', () => {
  const logInfo = async (request: APIRequestContext) => {
    const response = await request.get(`http://127.0.0.1:${E2E_PLATFORM_PORT}/logger/entries?level=info`, { headers: { 'x-admin-token': E2E_ADMIN_TOKEN } });
    return ((await response.json()) as { entries: { message: string; additionalData: unknown; app: Record<string, string> }[] }).entries;
  };

  test('web-vitals load after tracking consent and report once per page to the logger', async ({ page, context, request }) => {
    await storeConsent(context, TRACKING_GRANTED);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/web-vitals/.test(request.url())) chunks.push(request.url());
    });
    await gotoHydrated(page, siteUrl('MCDE', '/restricted/austria/'));
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    const url = page.url();
    await hidePage(page);
    await hidePage(page);
    let mine: { additionalData: unknown }[] = [];
    await expect
      .poll(async () => {
        mine = (await logInfo(request)).filter((entry) => entry.message === 'web-vitals' && entry.app.Url === url);
        return mine.length;
      })
      .toBe(1);
    const data = JSON.parse(String(mine[0]!.additionalData)) as { site: string; pageCode: string; vitals: Record<string, { value: number; rating: string }> };
    expect(data).toMatchObject({ site: 'MCDE', pageCode: 'restricted/austria' });
    expect(data.vitals.TTFB?.value).toBeGreaterThanOrEqual(0);
    expect(Object.keys(data.vitals)).toEqual(expect.arrayContaining(['TTFB', 'LCP', 'CLS']));
  });

  test('without tracking consent web-vitals never load', async ({ page, context }) => {
    await storeConsent(context, '1100');
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/web-vitals|\/LogInfo$/.test(request.url())) chunks.push(request.url());
    });
    await gotoHydrated(page, siteUrl('MCDE'));
    await hidePage(page);
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);
  });
});
