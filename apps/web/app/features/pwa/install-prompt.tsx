import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { INSTALL_DISMISSED_KEY, nextInstallPromptState, type InstallPromptState } from './install-prompt-state.ts';
import styles from './install-prompt.module.css';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** "Install the app" bar, shown only when the browser offers install and not closed in this session. */
export function InstallPrompt() {
  const t = useTranslations('pwa');
  const { site } = useRootData();
  const [state, setState] = useState<InstallPromptState>('hidden');
  const offer = useRef<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      offer.current = event as BeforeInstallPromptEvent;
      setState((current) => nextInstallPromptState(dismissedThisSession() ? 'dismissed' : current, 'offer'));
    };
    const onInstalled = () => setState((current) => nextInstallPromptState(current, 'accepted'));
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
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
