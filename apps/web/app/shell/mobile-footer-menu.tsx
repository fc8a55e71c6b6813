import { tryHref } from '@mc/sites/href';
import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../lib/dom-hooks.ts';
import type { PageCulture, PublicSite } from '../lib/public-site.ts';
import { GiftIcon, HelpIcon, PlayIcon, SearchIcon } from '../ui/icons.tsx';
import { MenuButton } from './header/menu-button.tsx';
import type { MarketFrame } from './market/market-frame.ts';
import styles from './mobile-footer-menu.module.css';

/**
 * Bottom bar on phones: menu, search, help (sv, da, and where there are no promotions) or promotions (others), play. The menu
 * button works through the mobile-menu behaviour; the play link carries the visitor's deeplink once known (the
 * player rewrites every `[data-play-link]`), and a click on it goes through login or registration first.
 */
export function MobileFooterMenu({ site, culture, market }: { site: PublicSite; culture: PageCulture; market: MarketFrame }) {
  const t = useTranslations('frame');
  // Where the market bars every offer (no promotions route), help takes the promotions' place.
  const shortcut = market.mobileFooterShortcut === 'promotions' && !tryHref({ route: 'promotions', culture }) ? 'help' : market.mobileFooterShortcut;
  const shortcutHref = tryHref({ route: shortcut, culture });
  return (
    <nav className={styles.bar} aria-label={t('mobileFooter.label')} data-testid="mobile-footer-menu">
      <MenuButton variant="footer" />
      <a className={styles.item} href="#search">
        <SearchIcon />
        <span>{t('mobileFooter.search')}</span>
      </a>
      {shortcutHref && (
        <a className={styles.item} href={shortcutHref}>
          {shortcut === 'help' ? <HelpIcon /> : <GiftIcon />}
          <span>{t(`mobileFooter.${shortcut}`)}</span>
        </a>
      )}
      <a className={`${styles.item} ${styles.play}`} href={site.platformUrl} {...domHook(DOM_HOOKS.playLink)}>
        <PlayIcon />
        <span>{t('mobileFooter.play')}</span>
      </a>
    </nav>
  );
}
