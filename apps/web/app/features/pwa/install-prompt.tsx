import { useTranslations } from 'use-intl';
import styles from './install-prompt.module.css';

/**
 * The "Install the app" bar, kept in a <template>: it exists on the page only once the
 * browser offers install (install-prompt-bar.ts puts it there and takes it away).
 */
export function InstallPromptTemplate({ siteName }: { siteName: string }) {
  const t = useTranslations('pwa');
  return (
    <template data-install-prompt="">
      <aside className={styles.bar} aria-labelledby="install-title" data-testid="install-prompt">
        <div>
          <p id="install-title" className={styles.title}>
            {t('installTitle', { siteName })}
          </p>
          <p className={styles.text}>{t('installText')}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" data-install="">
            {t('install')}
          </button>
          <button type="button" className="button button-secondary" data-dismiss="">
            {t('dismiss')}
          </button>
        </div>
      </aside>
    </template>
  );
}
