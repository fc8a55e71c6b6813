import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { CONSENT_HASHES } from './consent-view.ts';
import styles from './consent-bar.module.css';

/**
 * The consent bar, kept in a <template>: the cached page is the same for every visitor, and
 * only the browser knows whether this one has decided (consent-bar.ts puts it on the page).
 * Non-modal: a named region the visitor can tab to or ignore; fixed at the bottom so showing
 * it moves nothing, its text small so it never becomes the page's largest paint.
 */
export function ConsentBarTemplate() {
  const t = useTranslations('cookieConsent');
  return (
    <template {...domHook(DOM_HOOKS.consentBar)}>
      <section className={styles.bar} aria-labelledby="consent-bar-title" data-testid="consent-bar">
        <div className={styles.copy}>
          <p id="consent-bar-title" className={styles.title}>
            {t('title')}
          </p>
          <p className={styles.text}>
            {t('text')}{' '}
            <a href={CONSENT_HASHES.policy} className={styles.link}>
              {t('policy')}
            </a>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" {...domHook(DOM_HOOKS.consentAction, 'accept')}>
            {t('acceptAll')}
          </button>
          <button type="button" className="button button-secondary" {...domHook(DOM_HOOKS.consentAction, 'reject')}>
            {t('rejectAll')}
          </button>
          <button type="button" className="button button-secondary" {...domHook(DOM_HOOKS.consentAction, 'customise')}>
            {t('customise')}
          </button>
        </div>
      </section>
    </template>
  );
}

/** The footer's way back to the choice: a hash, so the cached footer stays the same for everyone. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const t = useTranslations('cookieConsent');
  return (
    <a href={CONSENT_HASHES.settings} className={className} data-testid="cookie-settings-link">
      {t('settingsLink')}
    </a>
  );
}
