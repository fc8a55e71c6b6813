import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslations } from 'use-intl';
import { APP_EVENTS, onAppEvent } from '../../lib/app-events.ts';
import { trapTabKey } from '../../lib/focus-trap.ts';
import type { PageCulture } from '../../lib/public-site.ts';
import { useStore } from '../../lib/state/create-store.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import type { MarketFrame } from '../market/market-frame.ts';
import { menuLinks } from '../market/menu-links.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import styles from './mobile-menu.module.css';

export const MENU_OPEN_CLASS = 'menu-open';

/**
 * The mobile menu as a modal dialog: the browser keeps focus inside and closes it on Escape.
 * It also closes on route change, overlay click, the menu-close app event and when the
 * account opens; while open the body carries the menu-open marker.
 */
export function MobileMenu({ culture, market }: { culture: PageCulture; market: MarketFrame }) {
  const t = useTranslations();
  const ui = useUiStore();
  const open = useStore(ui, (s) => s.menuIsOpen);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.body.classList.toggle(MENU_OPEN_CLASS, open);
  }, [open]);

  useEffect(() => ui.closeMenu(), [pathname, ui]);
  useEffect(() => onAppEvent(APP_EVENTS.menuClose, () => ui.closeMenu()), [ui]);
  useEffect(() => () => document.body.classList.remove(MENU_OPEN_CLASS), []);

  return (
    // The dialog element itself is the overlay: a click on it (not its content) closes the menu.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id="mobile-menu"
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="mobile-menu-title"
      onClose={() => ui.closeMenu()}
      onKeyDown={(event) => trapTabKey(event, event.currentTarget)}
      onClick={(event) => {
        if (event.target === event.currentTarget) ui.closeMenu();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id="mobile-menu-title" className={styles.title}>
            {t('frame.mobileMenu.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('frame.mobileMenu.close')} onClick={() => ui.closeMenu()}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('menus.mobile')}>
          <ul className={styles.primary}>
            {menuLinks(market.topMenu, culture).map((link) => (
              <li key={link.routeKey}>
                <Link to={link.href}>{t(`routes.${link.routeKey}`)}</Link>
              </li>
            ))}
          </ul>
          <ul className={styles.secondary}>
            {menuLinks(market.bottomMenu, culture).map((link) => (
              <li key={link.routeKey}>
                <Link to={link.href}>{t(`routes.${link.routeKey}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          <a href="#account/login" className="button button-secondary">
            {t('frame.header.login')}
          </a>
          <a href="#account/register" className="button button-primary">
            {t('frame.header.join')}
          </a>
        </div>
      </div>
    </dialog>
  );
}
