import { DOM_HOOKS } from '../../lib/dom-hooks.ts';
import { trackEventOf, type TrackEvent } from './track-events.ts';

const ACCOUNT_LINK = 'a[href^="#account/"]';

/**
 * The journey click a click on a call to action stands for: a game's play link (real or
 * demo), the platform link, or a link that opens the account (join, log in). The play and the
 * account steps that follow are tracked by the player (cta play, abpoint …).
 */
export function clickTrackEvent(target: EventTarget | null): TrackEvent | null {
  if (!(target instanceof Element)) return null;
  const play = target.closest(`[${DOM_HOOKS.play}]`);
  if (play) return trackEventOf('journey', 'click', { target: 'play', kind: play.getAttribute(DOM_HOOKS.play) === 'demo' ? 'demo' : 'real' });
  if (target.closest(`[${DOM_HOOKS.playLink}]`)) return trackEventOf('journey', 'click', { target: 'platform' });
  const account = target.closest<HTMLAnchorElement>(ACCOUNT_LINK);
  if (account) return trackEventOf('journey', 'click', { target: 'account', mode: account.getAttribute('href')!.slice('#account/'.length, 40) });
  return null;
}
