import { ACCEPT_ALL, consentStore, ONLY_NECESSARY } from '../../lib/consent/consent.ts';
import { chooseConsent } from '../../lib/consent/consent-runtime.ts';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { barVisible, consentViewStore, focusPage } from './consent-view.ts';

const RESTRICTION = 'data-restriction';

/**
 * Puts the consent bar on the page while the visitor has not decided (plain DOM, no React: a
 * page nobody touches stays light), and takes it away once they have or when a block takes the
 * page (the visitor engine sets `<html data-restriction>`).
 */
export function startConsentBar(): () => void {
  const template = document.querySelector<HTMLTemplateElement>(`template${hookSelector(DOM_HOOKS.consentBar)}`);
  if (!template) return () => {};
  const root = document.documentElement;
  let bar: HTMLElement | null = null;

  const create = () => {
    const element = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    element?.addEventListener('click', (event) => {
      const action = (event.target as Element).closest(hookSelector(DOM_HOOKS.consentAction))?.getAttribute(DOM_HOOKS.consentAction);
      if (action === 'accept') chooseConsent(ACCEPT_ALL);
      else if (action === 'reject') chooseConsent(ONLY_NECESSARY);
      else if (action === 'customise') consentViewStore.setState({ view: 'settings' });
    });
    return element ?? null;
  };

  const render = () => {
    const visible = barVisible({
      decided: consentStore.getState().choice !== null,
      restriction: root.getAttribute(RESTRICTION),
    });
    if (visible && !bar) {
      bar = create();
      if (bar) template.after(bar);
    } else if (!visible && bar) {
      // A choice made in the bar leaves focus nowhere: hand it to the page, not to <body>.
      const hadFocus = bar.contains(document.activeElement);
      bar.remove();
      bar = null;
      if (hadFocus) focusPage();
    }
  };

  const observer = new MutationObserver(render);
  observer.observe(root, { attributes: true, attributeFilter: [RESTRICTION] });
  const unsubscribe = [consentStore.subscribe(render)];
  render();
  return () => {
    observer.disconnect();
    for (const stop of unsubscribe) stop();
    bar?.remove();
  };
}
