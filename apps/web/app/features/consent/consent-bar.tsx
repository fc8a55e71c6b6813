import { useTranslations } from 'use-intl';
import { CONSENT_PATTERN } from '../../lib/consent/consent.ts';
import { DOM_HOOKS, domHook, hookSelector } from '../../lib/dom-hooks.ts';
import { inlineScript } from '../../lib/inline-scripts.ts';
import { STORAGE_SLOTS } from '../../lib/storage/storage-keys.ts';
import { CONSENT_HASHES } from './consent-view.ts';
import styles from './consent-bar.module.css';

// The script reads localStorage by name: this fails to compile should the consent move to another area.
const STORED_CONSENT: { name: string; area: 'local' } = STORAGE_SLOTS.consent;

/**
 * Shows the bar before the first paint when the browser holds no valid choice, as the page's
 * start-up would (consent-runtime.ts reads the same key and pattern; a storage the browser
 * refuses reads as no choice). The page is the same for every visitor, so only this script can
 * tell; without JavaScript the bar stays hidden, its buttons could not work. A button clicked
 * before the start-up answers is kept on the bar for it (consent-bar-behaviour.ts). Constant for a build.
 */
export const CONSENT_BAR_SCRIPT = `(function(){try{if(${String(CONSENT_PATTERN)}.test(localStorage.getItem(${JSON.stringify(STORED_CONSENT.name)})))return}catch(e){}var b=document.querySelector(${JSON.stringify(hookSelector(DOM_HOOKS.consentBar))});if(!b)return;b.hidden=false;b.addEventListener("click",function(e){var a=e.target.closest(${JSON.stringify(hookSelector(DOM_HOOKS.consentAction))});if(a)b.setAttribute(${JSON.stringify(DOM_HOOKS.consentEarly)},a.getAttribute(${JSON.stringify(DOM_HOOKS.consentAction)}))})})()`;

/**
 * The consent bar, hidden in the cached page (the same for every visitor) and shown in the first
 * paint by its script for a visitor who has not decided; consent-bar-behaviour.ts then keeps it in step
 * with the choice. Non-modal: a named region the visitor can tab to or ignore; fixed at the
 * bottom so showing it moves nothing, its text small so it never becomes the page's largest paint.
 */
export function ConsentBar() {
  const t = useTranslations('cookieConsent');
  return (
    <>
      <section className={styles.bar} aria-labelledby="consent-bar-title" data-testid="consent-bar" hidden {...domHook(DOM_HOOKS.consentBar)}>
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
      <script dangerouslySetInnerHTML={{ __html: inlineScript(CONSENT_BAR_SCRIPT) }} />
    </>
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
