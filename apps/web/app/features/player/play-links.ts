import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { platformEntryUrl, type PlayerParams } from './player-params.ts';

/**
 * Every generic play link of the page (`[data-play-link]`, to the play platform's entry)
 * carries the visitor's deeplink, as an encoded query value on the platform's own origin.
 * Game links (`[data-play]`) carry their own game. A click on either goes through the player
 * (player-trigger.ts): real-money play needs a login first.
 */
export function applyPlayLinks(platformUrl: string, player: Pick<PlayerParams, 'deeplink' | 'deeplinkPrId'>): void {
  const href = platformEntryUrl(platformUrl, player);
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a${hookSelector(DOM_HOOKS.playLink)}`))
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
