import { tryHref } from '@mc/sites/href';
import { useLocation } from 'react-router';
import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { CachedFragment } from '../../lib/fragment-cache.tsx';
import { Island } from '../../lib/islands/island.tsx';
import type { PageCulture, PublicSite } from '../../lib/public-site.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { Logo } from '../logos/logo.tsx';
import type { MarketFrame } from '../market/market-frame.ts';
import { menuLinks } from '../market/menu-links.ts';
import { MenuButton } from './menu-button.tsx';
import { RgBar } from './rg-bar.tsx';
import styles from './site-header.module.css';

const SITE_LABEL: Record<string, string | undefined> = { MCDE: 'DE', MCUK: 'UK', MCDK: 'DK', MCSE: 'SE', MCES: 'ES' };

/**
 * Sticky top of every page: responsible-gaming bar (some markets), logo, top menu, search,
 * login and join. Static HTML: the menu button and the scrolled marker (its shadow) are page
 * behaviours, the festive ribbon an island.
 */
export function SiteHeader({ site, culture, market }: { site: PublicSite; culture: PageCulture; market: MarketFrame }) {
  const t = useTranslations();
  const { pathname } = useLocation();
  const home = tryHref({ route: 'home', culture }) ?? '/';
  const topMenu = menuLinks(market.topMenu, culture);
  // Kept per culture and current link (lib/fragment-cache.tsx); the festive ribbon is an island, rendered each time.
  const current = topMenu.find((link) => link.href === pathname)?.href ?? null;
  return (
    <div className={styles.sticky} {...domHook(DOM_HOOKS.stickyHeader)}>
      {market.responsibleGamingBar && (
        <CachedFragment name="rg-bar" deps={[site.localCode, culture.code]}>
          <RgBar bar={market.responsibleGamingBar} culture={culture} />
        </CachedFragment>
      )}
      <header className={styles.header}>
        <CachedFragment name="header" deps={[site.localCode, culture.code, current]}>
          <div className={`page-width ${styles.inner}`}>
            <MenuButton variant="header" />
            <a href={home} className={styles.logo} aria-label={t('frame.logoHome', { siteName: site.name })}>
              <Logo name="brand" siteLabel={SITE_LABEL[site.localCode]} title={site.name} />
            </a>
            <nav aria-label={t('menus.top')} className={styles.topMenu}>
              <ul>
                {topMenu.map((link) => (
                  <li key={link.routeKey}>
                    <a href={link.href} className={link.href === current ? styles.active : undefined} aria-current={link.href === current ? 'page' : undefined}>
                      {t(`routes.${link.routeKey}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.actions}>
              <a href="#search" className={styles.search} aria-label={t('frame.header.search')}>
                <SearchIcon />
              </a>
              <a href="#account/login" className="button button-secondary">
                {t('frame.header.login')}
              </a>
              <a href="#account/register" className="button button-primary">
                {t('frame.header.join')}
              </a>
            </div>
          </div>
        </CachedFragment>
        <Island name="festive-ribbon" props={{}} />
      </header>
    </div>
  );
}
