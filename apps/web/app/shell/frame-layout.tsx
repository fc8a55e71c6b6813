import { Outlet } from 'react-router';
import { useTranslations } from 'use-intl';
import { ConsentBarTemplate } from '../features/consent/index.ts';
import { InstallPromptTemplate } from '../features/pwa/index.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { BackToTop } from './back-to-top.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { MainBannerSlot } from './main-banner-slot.tsx';
import { MARKET_FRAMES } from './market/market-frame.ts';
import { menuLinks } from './market/menu-links.ts';
import { MobileFooterMenu } from './mobile-footer-menu.tsx';
import { MobileMenu } from './mobile-menu/mobile-menu.tsx';
import { PageMessages } from './page-messages.tsx';

/**
 * The page frame around every page; each market shapes it through its MarketFrame data.
 * Static HTML: the page's behaviours (menu, back-to-top, install bar, app events, festive
 * theme, viewport rule, service worker, lazy images, play links, visitor) start from the
 * client entry, and the few islands (festive ribbon, banner…) hydrate when they are needed.
 */
export default function FrameLayout() {
  const { site, culture, version, paymentLogos, year } = useRootData();
  const market = MARKET_FRAMES[culture.code];
  const t = useTranslations();
  const entries = (keys: typeof market.topMenu) => menuLinks(keys, culture).map((link) => ({ href: link.href, label: t(`routes.${link.routeKey}`) }));
  return (
    <>
      <a className="skip-link" href="#main">
        {t('frame.skipToContent')}
      </a>
      {/* Early in the tab order: the consent bar is the first thing a keyboard reaches after the skip link. */}
      <ConsentBarTemplate />
      <SiteHeader site={site} culture={culture} market={market} />
      <MobileMenu primary={entries(market.topMenu)} secondary={entries(market.bottomMenu)} />
      <main id="main" tabIndex={-1}>
        <PageMessages>
          <MainBannerSlot />
          <div className="page-width">
            <Outlet />
          </div>
        </PageMessages>
      </main>
      <SiteFooter site={site} culture={culture} market={market} paymentLogos={paymentLogos} year={year} version={version} />
      <MobileFooterMenu site={site} culture={culture} market={market} />
      <BackToTop />
      <InstallPromptTemplate siteName={site.name} />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from './page-error-boundary.tsx';
