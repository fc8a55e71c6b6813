import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';
import { INSTALL_OFFERED, takeInstallOffer } from './install-offer.ts';
import { INSTALL_DISMISSED_KEY, nextInstallPromptState, type InstallPromptState } from './install-prompt-state.ts';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The install bar (spec/catalogue.md section 2): shown when the browser offers install, unless
 * closed in this session; Install asks the browser, and an accepted install is tracked.
 */
export function startInstallPrompt(): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-install-prompt]');
  if (!template) return;
  let state: InstallPromptState = 'hidden';
  let bar: HTMLElement | null = null;
  const move = (event: Parameters<typeof nextInstallPromptState>[1]) => {
    state = nextInstallPromptState(state, event);
    if (state === 'offered' && !bar) {
      bar = (template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined) ?? null;
      if (!bar) return;
      bar.querySelector('[data-install]')?.addEventListener('click', () => void install());
      bar.querySelector('[data-dismiss]')?.addEventListener('click', close);
      template.after(bar);
    } else if (state !== 'offered' && bar) {
      bar.remove();
      bar = null;
    }
  };
  let offer: ReturnType<typeof takeInstallOffer> = null;
  const onOffer = () => {
    const taken = takeInstallOffer();
    if (!taken) return;
    offer = taken;
    // Closed earlier in this session: the offer is kept, the bar stays away.
    if (dismissedThisSession() && state === 'hidden') state = 'dismissed';
    move('offer');
  };
  const close = () => {
    try {
      sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // storage unavailable: hidden for this page only
    }
    move('close');
  };
  const install = async () => {
    const event = offer;
    if (!event) return;
    offer = null;
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') emitAppEvent(APP_EVENTS.track, { group: 'journey', event: 'app_install' });
    move(outcome === 'accepted' ? 'accepted' : 'declined');
  };
  onOffer();
  window.addEventListener(INSTALL_OFFERED, onOffer);
  window.addEventListener('appinstalled', () => move('accepted'));
}
