import { useTranslations } from 'use-intl';
import { CloseIcon } from '../../ui/icons.tsx';
import styles from './mobile-menu.module.css';

/** A menu entry, its label already in the page's language. */
export interface MenuEntry {
  href: string;
  label: string;
}

/**
 * The mobile menu as a modal dialog (static markup; shell/behaviours/mobile-menu.ts opens and
 * closes it): the browser keeps focus inside and closes it on Escape.
 */
export function MobileMenu({ primary, secondary }: { primary: readonly MenuEntry[]; secondary: readonly MenuEntry[] }) {
  const t = useTranslations();
  return (
    <dialog id="mobile-menu" className={styles.dialog} aria-labelledby="mobile-menu-title" data-mobile-menu="">
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id="mobile-menu-title" className={styles.title}>
            {t('frame.mobileMenu.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('frame.mobileMenu.close')} data-menu-close="">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('menus.mobile')}>
          <ul className={styles.primary}>
            {primary.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <ul className={styles.secondary}>
            {secondary.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
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
