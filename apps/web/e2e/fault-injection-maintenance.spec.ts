import { expect, test, type Page } from '@playwright/test';
import { FAULTS, type Service } from '../test/fault-proxy.ts';
import { gotoHydrated } from './hydrated.ts';
import {
  BROWSER_CUT_OFF_MS,
  expectFrame,
  expectStallCutOff,
  guardFaultConsole,
  html,
  settledVisitor,
  startGroup,
  watch5xx,
  type Group,
} from './fault-group.ts';

// Fault injection (issue 8, item 4) of the maintenance re-check the browser makes when the account
// opens while maintenance was last known on. Shared harness: fault-group.ts.

test.describe('fault injection: maintenance (browser side)', () => {
  test.describe.configure({ mode: 'default', timeout: 45_000 });
  let group: Group;
  const setMaintenance = async (on: boolean) => {
    const res = await fetch(`${group.stack.platformOrigin}/maintenance/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-admin-token': group.stack.adminToken },
      body: JSON.stringify({ underMaintenance: on }),
    });
    expect(res.ok).toBe(true);
  };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    group = await startGroup(2);
    await setMaintenance(true);
  });
  test.afterAll(async () => group?.close());
  test.beforeEach(() => group.proxy.resetCounts());
  test.afterEach(async () => group?.proxy.clearAll());

  async function openAccount(page: Page, service: Service | null) {
    const guard = guardFaultConsole(page, () => (service ? [`${group.proxy.origin(service)}/`] : []));
    const fivexx = watch5xx(page, group.webPort);
    const checks: string[] = [];
    page.on('request', (request) => request.url().startsWith(`${group.proxy.origin('maintenance')}/maintenance/`) && checks.push(request.method()));
    const response = await gotoHydrated(page, group.url('MCUK', '/'));
    expect(response?.status()).toBeLessThan(500);
    await expectFrame(page);
    // The user context says the platform is under maintenance.
    expect(await settledVisitor(page)).toMatchObject({ 'data-user-context': 'service', 'data-maintenance': 'true' });
    await page.evaluate(() => (window.location.hash = 'account/login'));
    return { guard, fivexx, checks };
  }

  test('control: with no fault the re-check confirms maintenance', async ({ page }) => {
    const { guard, checks } = await openAccount(page, null);
    await expect(page.getByTestId('maintenance-notice')).toHaveText(/maintenance/);
    await expect(html(page)).toHaveAttribute('data-maintenance', 'true');
    expect(checks.filter((method) => method === 'GET')).toHaveLength(1);
    guard.expectClean();
  });

  for (const fault of FAULTS) {
    test(`maintenance ${fault}: logged and treated as not under maintenance`, async ({ page }) => {
      await group.proxy.setFault('maintenance', fault);
      const { guard, fivexx, checks } = await openAccount(page, 'maintenance');
      // A stalled re-check settles at the client's 5 s timeout.
      await expect(html(page)).toHaveAttribute('data-maintenance', 'false', { timeout: 15_000 });
      await expect(page.getByTestId('maintenance-notice')).toBeHidden();
      await expectFrame(page);
      expect(checks.length).toBeGreaterThan(0);
      if (fault === 'stall') await expectStallCutOff(group.proxy, 'maintenance', BROWSER_CUT_OFF_MS);
      // "Log and treat as not under maintenance" (spec/shell.md section 8).
      expect(guard.logged.length, 'the failed re-check is logged').toBeGreaterThan(0);
      expect(fivexx).toEqual([]);
      guard.expectClean();
    });
  }
});
