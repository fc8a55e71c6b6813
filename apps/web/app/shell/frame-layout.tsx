import { Outlet } from 'react-router';
import { useRootData } from '../lib/use-root-data.ts';
import { HashOverlaysGate } from '../features/search/hash-overlays-gate.tsx';
import { BackToTop } from './back-to-top.tsx';
import { AppEventsBridge } from './effects/app-events-bridge.tsx';
import { FestiveTheme } from './effects/festive-theme.tsx';
import { ServiceWorkerRegistration } from './effects/service-worker-registration.tsx';
import { InstallPrompt } from '../features/pwa/install-prompt.tsx';
import { MainBannerSlot } from './main-banner-slot.tsx';
import { PageMessages } from './page-messages.tsx';
import { ViewportRule } from './effects/viewport-rule.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { MARKET_FRAMES } from './market/market-frame.ts';
import { MobileFooterMenu } from './mobile-footer-menu.tsx';
import { MobileMenu } from './mobile-menu/mobile-menu.tsx';
import { UiStoreProvider } from '../lib/state/ui-store-provider.tsx';
import { useTranslations } from 'use-intl';
import { VisitorRoot } from '../features/visitor/visitor-root.tsx';

/** The page frame around every page; each market shapes it through its MarketFrame data. */
export default function FrameLayout() {
  const { site, culture, version, paymentLogos, year, now, emulation } = useRootData();
  const market = MARKET_FRAMES[culture.code];
  const t = useTranslations('frame');
  return (
    <UiStoreProvider now={now}>
      <VisitorRoot>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader site={site} culture={culture} market={market} />
      <MobileMenu culture={culture} market={market} />
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
      <FestiveTheme emulation={emulation} />
      <ViewportRule />
      <AppEventsBridge />
      <HashOverlaysGate />
      <ServiceWorkerRegistration version={version} brand={site.localCode} />
      <InstallPrompt />
      </VisitorRoot>
    </UiStoreProvider>
  );
}

export { PageErrorBoundary as ErrorBoundary } from './page-error-boundary.tsx';
