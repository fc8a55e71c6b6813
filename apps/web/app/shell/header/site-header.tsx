import { tryHref } from '@mc/sites/href';
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslations } from 'use-intl';
import { useStore } from '../../lib/state/create-store.ts';
import type { PageCulture, PublicSite } from '../../lib/public-site.ts';
import { MenuIcon, SearchIcon } from '../../ui/icons.tsx';
import { BrandLogo } from '../logos/brand-logo.tsx';
import type { MarketFrame } from '../market/market-frame.ts';
import { menuLinks } from '../market/menu-links.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import { RgBar } from './rg-bar.tsx';
import styles from './site-header.module.css';

const SITE_LABEL: Record<string, string | undefined> = { MCDE: 'DE', MCUK: 'UK', MCDK: 'DK', MCSE: 'SE', MCES: 'ES' };

/** Sticky top of every page: responsible-gaming bar (some markets), logo, top menu, search, login and join. */
export function SiteHeader({ site, culture, market }: { site: PublicSite; culture: PageCulture; market: MarketFrame }) {
  const t = useTranslations();
  const ui = useUiStore();
  const menuOpen = useStore(ui, (s) => s.menuIsOpen);
  const isXmas = useStore(ui, (s) => s.isXmas);
  const stickyRef = useRef<HTMLDivElement>(null);
  useScrolledMarker(stickyRef);
  const home = tryHref({ route: 'home', culture }) ?? '/';
  return (
    <div ref={stickyRef} className={styles.sticky} data-sticky-header>
      {market.responsibleGamingBar && <RgBar bar={market.responsibleGamingBar} culture={culture} />}
      <header className={styles.header}>
        <div className={`page-width ${styles.inner}`}>
          <button
            type="button"
            className={styles.burger}
            aria-label={t(menuOpen ? 'frame.header.closeMenu' : 'frame.header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={ui.toggleMenu}
          >
            <MenuIcon />
          </button>
          <Link to={home} className={styles.logo} aria-label={t('frame.logoHome', { siteName: site.name })}>
            <BrandLogo siteLabel={SITE_LABEL[site.localCode]} title={site.name} />
          </Link>
          <nav aria-label={t('menus.top')} className={styles.topMenu}>
            <ul>
              {menuLinks(market.topMenu, culture).map((link) => (
                <li key={link.routeKey}>
                  <NavLink to={link.href} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
                    {t(`routes.${link.routeKey}`)}
                  </NavLink>
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
        {isXmas && (
          <p className={styles.festive} data-testid="festive-ribbon">
            <span>{t('frame.festive')}</span>
          </p>
        )}
      </header>
    </div>
  );
}

/** Marks the sticky header once the page scrolls, for its shadow, without re-rendering. */
function useScrolledMarker(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      ref.current?.toggleAttribute('data-scrolled', window.scrollY > 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
}
