import {
  LOGIN_FAILURES,
  REGISTRATION_PROCESS_LOGIN,
  type AccountIntent,
  type AccountWidget,
  type PlayerResult,
  type WidgetEvent,
} from '@mc/account-protocol/account-protocol';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import { isPlatformAddress } from './play-action.ts';
import { platformEntryUrl } from './player-params.ts';
import type { PlayerSession, PlayerVisitor } from './player-session.ts';
import { loginSucceeded, registrationSucceeded } from './player-state.ts';
import { PLAYER_TRACK, track } from './player-track.ts';

/** A handoff code lives 60 s; past this, a fresh platform address is asked for. */
export const FRESH_ADDRESS_AFTER_MS = 30_000;
const PREFILL_CODE = /^[A-Za-z0-9_-]{16,64}$/;

export interface VoucherStep {
  username: string;
  /** The visitor is done with the voucher (redeemed or not): on to the platform. */
  onDone: () => void;
}

export interface FunnelDeps {
  page: IslandPage;
  session: PlayerSession;
  visitor: PlayerVisitor;
  /** Why the widget is open now (depositLimits, feedback and bankTransfer keep the player on the page). */
  intent: () => AccountIntent;
  widget: () => AccountWidget | null;
  goToPlatform: () => void;
  navigate: (url: string) => void;
  /** After a registration process 7: the widget goes on with a login. */
  continueWithLogin: () => void;
  voucher: (step: VoucherStep) => void;
  now: () => number;
}

/** Intents after whose login or registration the player stays on the page (a form of the widget's, or the page's own part). */
export function staysOnPage(intent: AccountIntent): boolean {
  return intent === 'depositLimits' || intent === 'feedback' || intent === 'bankTransfer';
}

/**
 * What the page does with the widget's reports (spec/shell.md section 4, spec/catalogue.md
 * section 4): the reducers, the tracking events, then the platform; the platform address is
 * held back until the page goes there. Returns the handler.
 */
export function createFunnel(deps: FunnelDeps) {
  const { page, session } = deps;
  let held: string | null = null;

  /** The address to go to: the widget's, on the platform's own origin only, else the platform's entry. */
  const leave = (address: string | null) => {
    const state = session.get();
    const target = isPlatformAddress(address, page.site.platformUrl) ? address : platformEntryUrl(page.site.platformUrl, state);
    // The deeplink is used up by this trip; the next visit starts afresh.
    session.set({ ...state, deeplink: null, deeplinkPrId: null });
    track(PLAYER_TRACK.platformOpen);
    deps.goToPlatform();
    deps.navigate(target);
  };

  const afterLogin = (player: PlayerResult) => {
    session.set(loginSucceeded(session.get(), player, deps.visitor.view().restriction, page.culture.realMoneyPlay));
    deps.visitor.setNotOntario(player.notOntario);
    track(PLAYER_TRACK.logged);
    track(PLAYER_TRACK.postLogin);
    held = player.platformAddress;
    if (staysOnPage(deps.intent())) return;
    leave(held);
  };

  const afterRegistration = (process: number, player: PlayerResult) => {
    session.set(registrationSucceeded(session.get(), process, player, deps.visitor.view().restriction, page.culture.realMoneyPlay));
    track(PLAYER_TRACK.created);
    track(PLAYER_TRACK.postRegistration);
    if (process === REGISTRATION_PROCESS_LOGIN) return deps.continueWithLogin();
    held = player.platformAddress;
    // A new player who came to set limits, leave feedback or see their transfer details stays: the widget goes on with that form, or closes.
    if (staysOnPage(deps.intent())) return;
    const registeredAt = deps.now();
    deps.voucher({
      username: player.username,
      onDone: () => {
        const widget = deps.widget();
        if (deps.now() - registeredAt <= FRESH_ADDRESS_AFTER_MS || !widget) return leave(held);
        widget
          .platformAddress()
          .catch(() => null)
          .then((fresh) => leave(fresh ?? held));
      },
    });
  };

  /** Another skin's player: to that site's home, where the login opens prefilled (only a one-time code travels). */
  const toSibling = (sibling: { site: string; prefillCode: string } | undefined) => {
    const home = sibling && page.account.siblings[sibling.site as keyof IslandPage['account']['siblings']];
    if (!home || !PREFILL_CODE.test(sibling.prefillCode)) return;
    const url = new URL(home);
    url.hash = `account/login/${sibling.prefillCode}`;
    deps.navigate(url.href);
  };

  return (event: WidgetEvent) => {
    switch (event.type) {
      case 'loginSuccess':
        return afterLogin(event.player);
      case 'registrationSuccess':
        return afterRegistration(event.process, event.player);
      case 'registrationInteracted':
        return track(PLAYER_TRACK.regInteracted);
      case 'loginFailure':
        if (event.code === LOGIN_FAILURES.siblingSkin) toSibling(event.sibling);
        return;
      default:
        return;
    }
  };
}
