import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { platformEntryUrl } from './player-params.ts';
import { visitorStore } from './visitor-store.ts';

/**
 * Every play link of the page (`[data-play-link]`, pointing at the play platform) carries the
 * visitor's deeplink once it is known, as an encoded query value on the platform's own origin.
 */
export function startPlayLinks(platformUrl: string): void {
  const apply = () => {
    const player = visitorStore.getState().state?.player;
    if (!player) return;
    const href = platformEntryUrl(platformUrl, player);
    for (const link of document.querySelectorAll<HTMLAnchorElement>(`a${hookSelector(DOM_HOOKS.playLink)}`))
      if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply();
  visitorStore.subscribe(apply);
}
