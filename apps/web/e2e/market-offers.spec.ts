import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { siteUrl } from './ports.ts';

/**
 * A visitor's bt banner is the one offer rendered in the browser (its texts are personal, so not
 * in the cached page): it meets the market's offer rules there too (docs/offer-rules.md; the
 * server-rendered offers are test/http/market-offers.http.test.ts).
 */
test('a bt banner offer shows its significant terms and the promotion notice where the market asks for them', async ({ page }) => {
  await gotoHydrated(page, siteUrl('MCUK', '/?bt=welcome-offer&r=1'));
  const banner = page.getByTestId('main-banner');
  await expect(banner).toHaveAttribute('data-bt', 'welcome-offer');
  const offer = banner.locator('[data-offer="welcome"]');
  await expect(offer.locator('[data-significant-terms]')).toHaveText(/Min\. deposit £20.*Max\. bonus £200.*Wagering 10× the bonus.*Expires after 30 days/);
  await expect(offer.locator('[data-promotion-notice]')).toContainText('BeGambleAware');

  // An invitation for the offers in general names no terms, but is still promotional: Denmark's notice.
  await gotoHydrated(page, siteUrl('MCDK', '/?bt=vip-invite&r=1'));
  await expect(banner).toHaveAttribute('data-bt', 'vip-invite');
  await expect(banner.locator('[data-offer="general"] [data-promotion-notice]')).toContainText('StopSpillet på tlf. 70 22 28 25');
  await expect(banner.locator('[data-significant-terms]')).toHaveCount(0);
});
