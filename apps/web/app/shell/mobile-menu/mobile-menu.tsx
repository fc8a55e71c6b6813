import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { DialogFrame, DialogHeader } from '../../ui/dialog/dialog-frame.tsx';
import styles from './mobile-menu.module.css';

/** A menu entry, its label already in the page's language. */
export interface MenuEntry {
  href: string;
  label: string;
}

/**
 * The mobile menu as a modal dialog (static markup; shell/behaviours/mobile-menu.ts opens and
 * closes it through lib/dialog, like every modal dialog of the site).
 */
export function MobileMenu({ primary, secondary }: { primary: readonly MenuEntry[]; secondary: readonly MenuEntry[] }) {
  const t = useTranslations();
  return (
    <DialogFrame id="mobile-menu" className={styles.dialog} {...domHook(DOM_HOOKS.mobileMenu)}>
      <div className={styles.panel}>
        <DialogHeader title={t('frame.mobileMenu.title')} closeLabel={t('frame.mobileMenu.close')} />
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
    </DialogFrame>
  );
}
