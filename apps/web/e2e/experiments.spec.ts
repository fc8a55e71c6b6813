import { expect, test } from '@playwright/test';
import { storeConsent } from './consent-state.ts';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';
import { recordsOf, visitIds } from './tracking.ts';

// A/B experiments (issue 16; spec/shell.md sections 3, 4, 9; docs/tracking.md).

const ALL_A = 'display:a preReg:a preLogin:a postReg:a postLogin:a prePlatform:a deeplink:a';

test.describe('experiments', () => {
  test('query flags with value 1 set qaMode, postOff, deeplinkCashierOff and disabled; stored with tracking consent', async ({ page, context }) => {
    await storeConsent(context, '1110');
    await gotoHydrated(page, siteUrl('MCUK', '/?qaMode=1&postOff=1&deeplinkCashierOff=1&disabled=true'));
    await expect(page.locator('html')).toHaveAttribute('data-experiments', `${ALL_A} qaMode postOff deeplinkCashierOff`);
    const stored = await page.evaluate(() => ({ long: window.localStorage.getItem('xsablt'), session: window.sessionStorage.getItem('xsab') }));
    expect(JSON.parse(stored.long!)).toEqual({ display: 'a', preReg: 'a', preLogin: 'a', postReg: 'a', postLogin: 'a', prePlatform: 'a', deeplink: 'a' });
    expect(JSON.parse(stored.session!)).toEqual({ flags: { qaMode: true, postOff: true, deeplinkCashierOff: true, disabled: false }, overrides: {} });

    // The visit keeps its flags on the next page.
    await gotoHydrated(page, siteUrl('MCUK', '/help/'));
    await expect(page.locator('html')).toHaveAttribute('data-experiments', `${ALL_A} qaMode postOff deeplinkCashierOff`);
  });

  test('without tracking consent nothing is stored, and a stored variant that no longer exists falls back to a', async ({ page, context }) => {
    await storeConsent(context, '1100');
    await context.addInitScript(() => window.localStorage.setItem('xsablt', JSON.stringify({ preReg: 'z', preLogin: 'b' })));
    await gotoHydrated(page, siteUrl('MC', '/?disabled=1'));
    await expect(page.locator('html')).toHaveAttribute('data-experiments', `${ALL_A} disabled`);
    expect(await page.evaluate(() => window.sessionStorage.getItem('xsab'))).toBeNull();
  });

  test('in QA mode the per-test parameter overrides the variant, and the exposure goes out as an abpoint event', async ({ page, context, request }) => {
    await storeConsent(context, '1110');
    await gotoHydrated(page, siteUrl('MCUK', '/?qaMode=1&preReg=a&preLogin=zz#account/register'));
    const { usguid } = await visitIds(page);
    expect(JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('xsab')))!)).toMatchObject({ overrides: { preReg: 'a' } });
    let abpoint: Record<string, unknown> | null | undefined;
    await expect
      .poll(async () => {
        abpoint = (await recordsOf(request, usguid)).find((record) => record.group === 'abpoint' && record.event === 'pre-registration')?.data;
        return abpoint ?? null;
      })
      .toEqual({ experiment: { test: 'preReg', variant: 'a', qaMode: true } });
  });

  test('disabled experiments expose no variant', async ({ page, context, request }) => {
    await storeConsent(context, '1110');
    await gotoHydrated(page, siteUrl('MCUK', '/?disabled=1#account/login'));
    const { usguid } = await visitIds(page);
    await expect
      .poll(async () => (await recordsOf(request, usguid)).find((record) => record.group === 'abpoint' && record.event === 'pre-login')?.data ?? null)
      .toEqual({ experiment: { test: 'preLogin', variant: null, qaMode: false } });
  });
});
