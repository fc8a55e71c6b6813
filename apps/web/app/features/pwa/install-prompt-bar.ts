import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';
import { consentStore } from '../../lib/consent/consent.ts';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { browserStorage } from '../../lib/storage/safe-storage.ts';
import { STORAGE_SLOTS, storageKey } from '../../lib/storage/storage-keys.ts';
import { INSTALL_OFFERED, takeInstallOffer } from './install-offer.ts';
import { nextInstallPromptState, type InstallPromptState } from './install-prompt-state.ts';

/** The visitor closed the bar in this visit. */
const DISMISSED_KEY = storageKey(STORAGE_SLOTS.installDismissed, (value) => (value === true ? true : null));

/**
 * The install bar (spec/catalogue.md section 2): shown when the browser offers install, unless
 * closed in this session; Install asks the browser, and an accepted install is tracked.
 */
export function startInstallPrompt(): void {
  const template = document.querySelector<HTMLTemplateElement>(`template${hookSelector(DOM_HOOKS.installPrompt)}`);
  if (!template) return;
  let state: InstallPromptState = 'hidden';
  let bar: HTMLElement | null = null;
  const render = () => {
    // One bar at a time: the consent bar asks first, the install offer waits for the choice.
    const visible = state === 'offered' && consentStore.getState().choice !== null;
    if (visible && !bar) {
      bar = (template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined) ?? null;
      if (!bar) return;
      bar.querySelector(hookSelector(DOM_HOOKS.install))?.addEventListener('click', () => void install());
      bar.querySelector(hookSelector(DOM_HOOKS.dismiss))?.addEventListener('click', close);
      template.after(bar);
    } else if (!visible && bar) {
      bar.remove();
      bar = null;
    }
  };
  const move = (event: Parameters<typeof nextInstallPromptState>[1]) => {
    state = nextInstallPromptState(state, event);
    render();
  };
  consentStore.subscribe(render);
  let offer: ReturnType<typeof takeInstallOffer> = null;
  const onOffer = () => {
    const taken = takeInstallOffer();
    if (!taken) return;
    offer = taken;
    // Closed earlier in this session: the offer is kept, the bar stays away.
    if (browserStorage().read(DISMISSED_KEY) && state === 'hidden') state = 'dismissed';
    move('offer');
  };
  const close = () => {
    // Unavailable storage: hidden for this page only.
    browserStorage().write(DISMISSED_KEY, true);
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
