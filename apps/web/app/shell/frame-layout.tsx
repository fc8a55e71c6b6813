import { Outlet } from 'react-router';
import { useTranslations } from 'use-intl';
import { ConsentBar } from '../features/consent/index.ts';
import { InstallPromptTemplate } from '../features/pwa/index.ts';
import { CachedFragment } from '../lib/fragment-cache.tsx';
import type { PageCulture } from '../lib/public-site.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { BackToTop } from './back-to-top.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { MainBannerSlot } from './main-banner-slot.tsx';
import { MARKET_FRAMES, type MarketFrame } from './market/market-frame.ts';
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
  // The frame is the same for every page of a culture but for the parts that follow the route or
  // the data (the header's current link, the footer's payment logos, language links, year): its
  // larger parts are kept as HTML between requests (lib/fragment-cache.tsx), keyed by what each
  // depends on, each wrapped on its own so the children here keep their positions (and the
  // page's `useId`s their values).
  const cultureKey = [site.localCode, culture.code];
  return (
    <>
      <a className="skip-link" href="#main">
        {t('frame.skipToContent')}
      </a>
      {/* Early in the tab order: the consent bar is the first thing a keyboard reaches after the skip link. */}
      <CachedFragment name="consent-bar" deps={cultureKey}>
        <ConsentBar />
      </CachedFragment>
      <SiteHeader site={site} culture={culture} market={market} />
      <CachedFragment name="mobile-menu" deps={cultureKey}>
        <MarketMobileMenu culture={culture} market={market} />
      </CachedFragment>
      <main id="main" tabIndex={-1}>
        <PageMessages>
          <MainBannerSlot />
          <div className="page-width">
            <Outlet />
          </div>
        </PageMessages>
      </main>
      <SiteFooter site={site} culture={culture} market={market} paymentLogos={paymentLogos} year={year} version={version} />
      <CachedFragment name="mobile-footer-menu" deps={cultureKey}>
        <MobileFooterMenu site={site} culture={culture} market={market} />
      </CachedFragment>
      <BackToTop />
      <CachedFragment name="install-prompt" deps={cultureKey}>
        <InstallPromptTemplate siteName={site.name} />
      </CachedFragment>
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from './page-error-boundary.tsx';

/** The mobile menu with the market's links in the page's language: worked out only when its fragment is rendered. */
function MarketMobileMenu({ culture, market }: { culture: PageCulture; market: MarketFrame }) {
  const t = useTranslations();
  const entries = (keys: MarketFrame['topMenu']) => menuLinks(keys, culture).map((link) => ({ href: link.href, label: t(`routes.${link.routeKey}`) }));
  return <MobileMenu primary={entries(market.topMenu)} secondary={entries(market.bottomMenu)} />;
}
