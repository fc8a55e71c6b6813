import { ACCEPT_ALL, consentStore, ONLY_NECESSARY } from '../../lib/consent/consent.ts';
import { chooseConsent } from '../../lib/consent/consent-runtime.ts';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { barVisible, consentViewStore, focusPage } from './consent-view.ts';

const RESTRICTION = 'data-restriction';

/**
 * Keeps the consent bar in step with the visitor (plain DOM, no React: a page nobody touches
 * stays light): the page shows it in its first paint when the browser holds no choice
 * (consent-bar.tsx); this answers its buttons and hides it once the visitor has decided or a
 * block takes the page (the visitor engine sets `<html data-restriction>`).
 */
export function startConsentBar(): () => void {
  const bar = document.querySelector<HTMLElement>(hookSelector(DOM_HOOKS.consentBar));
  if (!bar) return () => {};
  const root = document.documentElement;
  const act = (action: string | null | undefined) => {
    if (action === 'accept') chooseConsent(ACCEPT_ALL);
    else if (action === 'reject') chooseConsent(ONLY_NECESSARY);
    else if (action === 'customise') consentViewStore.setState({ view: 'settings' });
  };
  // The bar's own script (consent-bar.tsx) keeps what was clicked before now; it marks later clicks too, read here at once.
  const onClick = (event: Event) => {
    bar.removeAttribute(DOM_HOOKS.consentEarly);
    act((event.target as Element).closest(hookSelector(DOM_HOOKS.consentAction))?.getAttribute(DOM_HOOKS.consentAction));
  };
  bar.addEventListener('click', onClick);

  const render = () => {
    const visible = barVisible({
      decided: consentStore.getState().choice !== null,
      restriction: root.getAttribute(RESTRICTION),
    });
    if (visible === !bar.hidden) return;
    // A choice made in the bar leaves focus nowhere: hand it to the page, not to <body>.
    const hadFocus = !visible && bar.contains(document.activeElement);
    bar.hidden = !visible;
    if (hadFocus) focusPage();
  };

  const observer = new MutationObserver(render);
  observer.observe(root, { attributes: true, attributeFilter: [RESTRICTION] });
  const unsubscribe = consentStore.subscribe(render);
  render();
  const early = bar.getAttribute(DOM_HOOKS.consentEarly);
  bar.removeAttribute(DOM_HOOKS.consentEarly);
  if (!bar.hidden) act(early);
  return () => {
    observer.disconnect();
    unsubscribe();
    bar.removeEventListener('click', onClick);
    bar.hidden = true;
  };
}
