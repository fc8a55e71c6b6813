import type { Restriction, Segment } from '@mc/account-protocol/account-protocol';
import { SEGMENTS } from '@mc/account-protocol/account-protocol';
import { ignoresAccountCommands } from './account-mode.ts';
import { safeDeeplink } from './player-params.ts';

/** Real-money play, or play for fun. */
export type PlayKind = 'real' | 'demo';
export type DemoPlay = 'anyone' | 'verified-player';

/** What a click on a play link does. */
export type PlayAction = { type: 'navigate' } | { type: 'account'; mode: 'register' | 'login' } | { type: 'none' };

export interface PlayInput {
  kind: PlayKind;
  segment: Segment;
  demoPlay: DemoPlay;
  restriction: Restriction | null;
  /** False where the culture's market bars real-money play: a real-money click opens the widget's notice. */
  realMoneyPlay?: boolean;
}

/**
 * Play by market (issue 15): real money always needs a player who has just logged in or
 * registered through the widget on this page (the site holds no session); a guest is offered
 * registration, a returning player login. Demo play goes straight to the platform where the
 * market lets anyone play for fun, and through login or registration where it needs a
 * verified player (UK, Spain, Germany). Under playblocked every play shows the widget's notice
 * (login becomes the playblocked funnel point); a blocked visitor's click does nothing.
 */
export function playAction({ kind, segment, demoPlay, restriction, realMoneyPlay = true }: PlayInput): PlayAction {
  if (ignoresAccountCommands(restriction)) return { type: 'none' };
  if (restriction === 'playblocked' || restriction === 'blockedwithlogin') return { type: 'account', mode: 'login' };
  // The login mode turns into the playblocked notice under the market rule (applyRestriction).
  if (kind === 'real' && !realMoneyPlay) return { type: 'account', mode: 'login' };
  if (kind === 'demo' && demoPlay === 'anyone') return { type: 'navigate' };
  return { type: 'account', mode: segment === SEGMENTS.guest ? 'register' : 'login' };
}

/**
 * The platform path of a link to the platform (`/games/starburst/?mode=demo`), relative to the
 * platform's base address, as a validated deeplink; null for a link elsewhere or to its home.
 */
export function platformDeeplink(href: string, platformUrl: string): string | null {
  let url: URL;
  let base: URL;
  try {
    base = new URL(platformUrl);
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  const path = `/${url.pathname.slice(base.pathname.length).replace(/^\/+/, '')}`;
  if (path === '/') return null;
  return safeDeeplink(path + url.search);
}

/** A platform address from the widget is followed only on the platform's own origin. */
export function isPlatformAddress(address: string | null | undefined, platformUrl: string): address is string {
  if (!address) return false;
  try {
    const url = new URL(address);
    return url.origin === new URL(platformUrl).origin && (url.protocol === 'https:' || url.protocol === 'http:');
  } catch {
    return false;
  }
}
