import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { INSTALL_DISMISSED_KEY, nextInstallPromptState, type InstallPromptState } from './install-prompt-state.ts';
import styles from './install-prompt.module.css';
import { INSTALL_OFFERED, takeInstallOffer, type BeforeInstallPromptEvent } from './install-offer.ts';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** "Install the app" bar (an island, hydrated when the browser offers install), shown unless closed in this session. */
export function InstallPrompt() {
  const t = useTranslations('pwa');
  const { site } = useIslandPage();
  const [state, setState] = useState<InstallPromptState>('hidden');
  const offer = useRef<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    // The page keeps the browser's offer (install-offer.ts): take it now and whenever it comes again.
    const onOffer = () => {
      const taken = takeInstallOffer();
      if (!taken) return;
      offer.current = taken;
      setState((current) => nextInstallPromptState(dismissedThisSession() ? 'dismissed' : current, 'offer'));
    };
    const onInstalled = () => setState((current) => nextInstallPromptState(current, 'accepted'));
    onOffer();
    window.addEventListener(INSTALL_OFFERED, onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener(INSTALL_OFFERED, onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (state !== 'offered') return null;
  const close = () => {
    try {
      sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // storage unavailable: hidden for this page only
    }
    setState((current) => nextInstallPromptState(current, 'close'));
  };
  const install = async () => {
    const event = offer.current;
    if (!event) return;
    offer.current = null;
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') emitAppEvent(APP_EVENTS.track, { group: 'journey', event: 'app_install' });
    setState((current) => nextInstallPromptState(current, outcome === 'accepted' ? 'accepted' : 'declined'));
  };
  return (
    <aside className={styles.bar} aria-labelledby="install-title" data-testid="install-prompt">
      <div>
        <p id="install-title" className={styles.title}>
          {t('installTitle', { siteName: site.name })}
        </p>
        <p className={styles.text}>{t('installText')}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={() => void install()}>
          {t('install')}
        </button>
        <button type="button" className="button button-secondary" onClick={close}>
          {t('dismiss')}
        </button>
      </div>
    </aside>
  );
}
