import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { MenuIcon } from '../../ui/icons.tsx';
import footerStyles from '../mobile-footer-menu.module.css';
import styles from './site-header.module.css';

/**
 * A button that opens and closes the mobile menu: the header's burger, or the first item of
 * the mobile footer bar. Static markup; shell/behaviours/mobile-menu.ts keeps its state.
 */
export function MenuButton({ variant }: { variant: 'header' | 'footer' }) {
  const t = useTranslations('frame');
  if (variant === 'footer') {
    return (
      <button type="button" className={footerStyles.item} aria-expanded="false" aria-controls="mobile-menu" {...domHook(DOM_HOOKS.menuToggle)}>
        <MenuIcon />
        <span>{t('mobileFooter.menu')}</span>
      </button>
    );
  }
  const [open, close] = [t('header.openMenu'), t('header.closeMenu')];
  return (
    <button
      type="button"
      className={styles.burger}
      aria-label={open}
      aria-expanded="false"
      aria-controls="mobile-menu"
      {...domHook(DOM_HOOKS.menuToggle)}
      {...domHook(DOM_HOOKS.labelOpen, open)}
      {...domHook(DOM_HOOKS.labelClose, close)}
    >
      <MenuIcon />
    </button>
  );
}
