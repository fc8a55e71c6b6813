import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import styles from './install-prompt.module.css';

/**
 * The "Install the app" bar, kept in a <template>: it exists on the page only once the
 * browser offers install (install-prompt-bar.ts puts it there and takes it away).
 */
export function InstallPromptTemplate({ siteName }: { siteName: string }) {
  const t = useTranslations('pwa');
  return (
    <template {...domHook(DOM_HOOKS.installPrompt)}>
      <aside className={styles.bar} aria-labelledby="install-title" data-testid="install-prompt">
        <div>
          <p id="install-title" className={styles.title}>
            {t('installTitle', { siteName })}
          </p>
          <p className={styles.text}>{t('installText')}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" {...domHook(DOM_HOOKS.install)}>
            {t('install')}
          </button>
          <button type="button" className="button button-secondary" {...domHook(DOM_HOOKS.dismiss)}>
            {t('dismiss')}
          </button>
        </div>
      </aside>
    </template>
  );
}
