import { expect, test, type Page } from '@playwright/test';
import { FAULTS, type Service } from '../test/fault-proxy.ts';
import { httpGet } from '../test/http-get.ts';
import { gotoHydrated } from './hydrated.ts';
import {
  BROWSER_CUT_OFF_MS,
  expectFrame,
  expectStallCutOff,
  FALLBACK_RATE,
  guardFaultConsole,
  settledVisitor,
  startGroup,
  watch5xx,
  winnerAmounts,
  type Group,
} from './fault-group.ts';

// Fault injection (issue 8, item 4) of the browser-side services: geo, currency and user context
// (the visitor state mirrored on <html>). Shared harness: fault-group.ts.

test.describe('fault injection: geo, currency and user context (browser side)', () => {
  test.describe.configure({ mode: 'default', timeout: 45_000 });
  let group: Group;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    group = await startGroup(1);
  });
  test.afterAll(async () => group?.close());
  test.beforeEach(() => group.proxy.resetCounts());
  test.afterEach(async () => group?.proxy.clearAll());

  async function open(page: Page, service: Service | null, path: string) {
    const guard = guardFaultConsole(page, () => (service ? [`${group.proxy.origin(service)}/`] : []));
    const fivexx = watch5xx(page, group.webPort);
    const response = await gotoHydrated(page, group.url('MCUK', path));
    expect(response?.status()).toBeLessThan(500);
    await expectFrame(page);
    const visitor = await settledVisitor(page);
    expect(fivexx).toEqual([]);
    return { guard, visitor };
  }

  test('control: with no fault every value comes from its service', async ({ page }) => {
    const { guard, visitor } = await open(page, null, '/?gl=SE');
    expect(visitor).toMatchObject({
      'data-geo-country': 'SE',
      'data-geo-source': 'service',
      'data-currency': 'SEK',
      'data-rate-source': 'service',
      'data-user-context': 'service',
      'data-maintenance': 'false',
    });
    guard.expectClean();
  });

  for (const fault of FAULTS) {
    test(`geo ${fault}: United Kingdom defaults`, async ({ page }) => {
      await group.proxy.setFault('geo', fault);
      // gl=SE asks the geo service for Sweden; with geo failing the visitor is British.
      const { guard, visitor } = await open(page, 'geo', '/?gl=SE');
      expect(visitor).toEqual({
        'data-geo-country': 'GB',
        'data-geo-source': 'fallback',
        'data-currency': 'GBP',
        'data-currency-rate': String(FALLBACK_RATE.GBP),
        'data-rate-source': 'service',
        'data-user-context': 'service',
        'data-maintenance': 'false',
      });
      await expect(page.getByTestId('blocking-view')).toHaveCount(0);
      if (fault === 'stall') await expectStallCutOff(group.proxy, 'geo', BROWSER_CUT_OFF_MS);
      expect(guard.logged.length, 'the failed call is logged').toBeGreaterThan(0);
      guard.expectClean();
    });
  }

  for (const fault of FAULTS) {
    test(`currency ${fault}: the fallback rate, winners converted with it`, async ({ page }) => {
      await group.proxy.setFault('currency', fault);
      const ssr = await httpGet(group.webPort, `mcuk.localhost:${group.webPort}`, '/', { 'accept-encoding': 'identity' });
      const pounds = [...ssr.body.matchAll(/data-currency="GBP">£([\d,.]+)</g)].map((m) => Number(m[1]!.replace(/,/g, '')));
      expect(pounds.length).toBeGreaterThan(0);

      const { guard, visitor } = await open(page, 'currency', '/?gl=SE');
      expect(visitor).toEqual({
        'data-geo-country': 'SE',
        'data-geo-source': 'service',
        'data-currency': 'SEK',
        'data-currency-rate': String(FALLBACK_RATE.SEK),
        'data-rate-source': 'fallback',
        'data-user-context': 'service',
        'data-maintenance': 'false',
      });
      // Winners are in pounds on the page; shown in kronor at the fallback rates (SEK / GBP against EUR).
      const factor = FALLBACK_RATE.SEK / FALLBACK_RATE.GBP;
      await expect.poll(async () => (await winnerAmounts(page)).map((cell) => cell.currency)).toEqual(pounds.map(() => 'SEK'));
      const shown = await winnerAmounts(page);
      shown.forEach((cell, i) => expect(cell.amount, `row ${i}`).toBeCloseTo(pounds[i]! * factor, -1));
      if (fault === 'stall') await expectStallCutOff(group.proxy, 'currency', BROWSER_CUT_OFF_MS);
      expect(guard.logged.length, 'the failed call is logged').toBeGreaterThan(0);
      guard.expectClean();
    });
  }

  for (const fault of FAULTS) {
    test(`user context ${fault}: the initial user context`, async ({ page }) => {
      await group.proxy.setFault('userContext', fault);
      const { guard, visitor } = await open(page, 'userContext', '/');
      expect(visitor).toEqual({
        'data-geo-country': 'GB',
        'data-geo-source': 'service',
        'data-currency': 'GBP',
        'data-currency-rate': String(FALLBACK_RATE.GBP),
        'data-rate-source': 'service',
        'data-user-context': 'fallback',
        'data-maintenance': 'false',
      });
      if (fault === 'stall') await expectStallCutOff(group.proxy, 'userContext', BROWSER_CUT_OFF_MS);
      expect(guard.logged.length, 'the failed call is logged').toBeGreaterThan(0);
      guard.expectClean();
    });
  }
});
