import { tryHref } from '@mc/sites/href';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import type { PageCulture, PublicSite } from '../lib/public-site.ts';
import { useStore } from '../lib/state/create-store.ts';
import { GiftIcon, HelpIcon, MenuIcon, PlayIcon, SearchIcon } from '../ui/icons.tsx';
import type { MarketFrame } from './market/market-frame.ts';
import styles from './mobile-footer-menu.module.css';
import { useUiStore } from '../lib/state/ui-store-provider.tsx';
import { platformEntryUrl } from '../features/visitor/player-params.ts';
import { useVisitor } from '../features/visitor/visitor-context.ts';

/** Bottom bar on phones: menu, search, help (sv, da) or promotions (others), play. */
export function MobileFooterMenu({ site, culture, market }: { site: PublicSite; culture: PageCulture; market: MarketFrame }) {
  const t = useTranslations('frame');
  const ui = useUiStore();
  const open = useStore(ui, (s) => s.menuIsOpen);
  const shortcut = market.mobileFooterShortcut;
  const shortcutHref = tryHref({ route: shortcut, culture });
  const player = useVisitor()?.player;
  return (
    <nav className={styles.bar} aria-label={t('mobileFooter.label')} data-testid="mobile-footer-menu">
      <button type="button" className={styles.item} aria-expanded={open} aria-controls="mobile-menu" onClick={ui.toggleMenu}>
        <MenuIcon />
        <span>{t('mobileFooter.menu')}</span>
      </button>
      <a className={styles.item} href="#search">
        <SearchIcon />
        <span>{t('mobileFooter.search')}</span>
      </a>
      {shortcutHref && (
        <Link className={styles.item} to={shortcutHref}>
          {shortcut === 'help' ? <HelpIcon /> : <GiftIcon />}
          <span>{t(`mobileFooter.${shortcut}`)}</span>
        </Link>
      )}
      <a className={`${styles.item} ${styles.play}`} href={player ? platformEntryUrl(site.platformUrl, player) : site.platformUrl} data-play-link="">
        <PlayIcon />
        <span>{t('mobileFooter.play')}</span>
      </a>
    </nav>
  );
}
