import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../lib/dom-hooks.ts';
import { SCROLL_TO_TOP } from '../lib/scroll-to-top.ts';
import { ArrowUpIcon } from '../ui/icons.tsx';
import styles from './back-to-top.module.css';

/** The back-to-top button (static markup; shell/behaviours/back-to-top.ts shows it and scrolls). */
export function BackToTop() {
  const t = useTranslations('frame');
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('backToTop')}
      {...domHook(DOM_HOOKS.backToTop)}
      style={{ right: SCROLL_TO_TOP.rightPx, ['--bottom' as string]: `${SCROLL_TO_TOP.bottomPx}px` }}
    >
      <ArrowUpIcon />
    </button>
  );
}
