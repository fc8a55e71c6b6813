import type { AccountIntent, WidgetCommand } from '@mc/account-protocol/account-protocol';
import { parseAccountHash, type AccountHash } from '../../lib/account-hash.ts';
import { accountSession, type StayIntent } from '../../lib/account-session.ts';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import type { UiStore } from '../../lib/state/ui-store.ts';
import type { Store } from '../../lib/state/create-store.ts';
import type { TrackingState } from '../../lib/tracking-state.ts';
import type { SafeStorage } from '../../lib/storage/safe-storage.ts';
import { commandTypeFor, defaultAccountMode, hashRequest } from './account-mode.ts';
import { applyPlayLinks } from './play-links.ts';
import { platformDeeplink, playAction, type PlayKind } from './play-action.ts';
import { createFunnel, type VoucherStep } from './player-funnel.ts';
import { createPlayerSession, widgetContext, widgetScriptUrl, type OpenRequest, type PlayerVisitor } from './player-session.ts';
import { startingState, withAccountMode, type PlayerState } from './player-state.ts';
import { PLAYER_TRACK, track } from './player-track.ts';
import { startWidgetBridge } from './widget-bridge.ts';

export interface PlayerRuntimeDeps {
  page: IslandPage;
  ui: UiStore;
  visitor: PlayerVisitor;
  storage: SafeStorage;
  /** The player as the page resolved it (player-trigger.ts). */
  player: PlayerState;
  /** Leaves the page (`location.assign`; a test records it). */
  navigate: (url: string) => void;
  /** Page tracking (features/tracking, through lib/tracking-state.ts): the widget loads once it is ready; its info joins the player state. */
  tracking: Pick<Store<TrackingState>, 'getState' | 'subscribe'>;
  voucher: (step: VoucherStep) => void;
  /** The widget could not load: a polite toast (and a logged warning, by the bridge). */
  onLoadFailed: () => void;
  now?: () => number;
  /** The widget script's loader (widget-bridge.ts); a test's fake widget comes this way. */
  loadScript?: (url: string, onError: () => void) => void;
}

export interface PlayerRuntime {
  /** The address hash changed: an account hash (pushed on this page, or landed with), or none. */
  onHash(parsed: AccountHash | null, pushed: boolean): void;
  /** A play link was clicked. */
  play(link: { href: string; kind: PlayKind; generic: boolean }): void;
  /** A page part asks for a login after which the player stays on the page (lib/account-session.ts). */
  login(intent: StayIntent): void;
}

/**
 * The player journey on the page: opens the account widget as the hash asks (through the
 * restriction rules), sends play clicks through login or registration, and takes the
 * widget's reports through the funnel to the platform. Loaded on demand (player-trigger.ts).
 */
export function startPlayerRuntime(deps: PlayerRuntimeDeps): PlayerRuntime {
  const { page, visitor, ui } = deps;
  const now = deps.now ?? Date.now;
  const session = createPlayerSession(
    startingState({ ...deps.player, browserCulture: navigator.language || null }, visitor.view().restriction, page.culture.realMoneyPlay),
    deps.storage,
  );
  let pendingIntent: AccountIntent = null;
  let request: OpenRequest = { hashMode: null, intent: null, prefillCode: null, resetCode: null };
  let hashPushed = false;
  /** The command a maintenance notice stands in for, sent once the re-check says the platform is back. */
  let heldByMaintenance: WidgetCommand | null = null;
  let leaving = false;

  const bridge = startWidgetBridge({
    scriptUrl: () => widgetScriptUrl(page.account.widgetUrl, page.culture.code, visitor.view().settled ? visitor.view().country : null),
    onEvent: (event) => {
      if (event.type === 'closed') return removeHash();
      funnel(event);
      if (event.type === 'loginSuccess' || event.type === 'registrationSuccess') publishSession();
    },
    onLoadFailed: deps.onLoadFailed,
    onOpenChange: (open) => ui.setAccountWidgetOpen(open),
    beforeSend: withTrackingIds,
    loadScript: deps.loadScript,
  });
  bridge.setRestriction(visitor.view().restriction);
  let trackingReady = false;
  const onTracking = () => {
    const { ready, info } = deps.tracking.getState();
    const state = session.get();
    if (info && info !== state.tracking.info) session.set({ ...state, tracking: { info, ready } });
    if (!ready || trackingReady) return;
    trackingReady = true;
    bridge.trackingReady();
  };
  onTracking();
  deps.tracking.subscribe(onTracking);

  /** The widget now holds the player's session: page parts may ask it for the player's own data (it keeps the session). */
  function publishSession(): void {
    const widget = bridge.widget();
    const bankTransfer = widget?.bankTransfer ? widget.bankTransfer.bind(widget) : null;
    accountSession.setState((state) => ({ logins: state.logins + 1, bankTransfer }));
  }

  /** The widget loads once tracking is ready: a command queued before then gets the ids as it leaves. */
  function withTrackingIds(command: WidgetCommand): WidgetCommand {
    if (!('context' in command)) return command;
    const info = session.get().tracking.info;
    return { ...command, context: { ...command.context, usguid: info?.usguid ?? null, flowId: info?.flowId ?? null } };
  }

  const commandFor = (type: ReturnType<typeof commandTypeFor>): WidgetCommand => ({
    type,
    context: widgetContext(page, session.get(), visitor.view(), request),
  });
  const send = (command: WidgetCommand) => {
    const view = visitor.view();
    heldByMaintenance = view.underMaintenance && command.type !== 'close' && command.type !== 'none' ? command : null;
    bridge.command(heldByMaintenance ? { type: 'maintenance' } : command);
  };

  const funnel = createFunnel({
    page,
    session,
    visitor,
    intent: () => request.intent,
    widget: () => bridge.widget(),
    goToPlatform: () => {
      leaving = true;
      bridge.command({ type: 'goToPlatform' });
    },
    navigate: deps.navigate,
    continueWithLogin: () => send(commandFor('login')),
    voucher: deps.voucher,
    now,
  });

  const settled = new Promise<void>((resolve) => {
    if (visitor.view().settled) return resolve();
    const stop = visitor.subscribe(() => {
      if (!visitor.view().settled) return;
      stop();
      resolve();
    });
  });
  visitor.subscribe(() => {
    const view = visitor.view();
    bridge.setRestriction(view.restriction);
    // The re-check on opening found the platform back: show what the visitor asked for.
    if (heldByMaintenance && !view.underMaintenance && bridge.state().status !== 'idle') send(heldByMaintenance);
  });

  async function open(parsed: AccountHash): Promise<void> {
    await settled;
    const asked = hashRequest(parsed.mode);
    request = {
      hashMode: parsed.mode,
      intent: pendingIntent ?? asked.intent,
      prefillCode: parsed.mode === 'login' ? parsed.code : null,
      resetCode: parsed.mode === 'reset_password' ? parsed.code : null,
    };
    pendingIntent = null;
    session.set(withAccountMode(session.get(), asked.accountMode, visitor.view().restriction, page.culture.realMoneyPlay));
    const type = commandTypeFor(session.get().accountMode, request.resetCode !== null);
    if (type === 'login') track(PLAYER_TRACK.preLogin);
    if (type === 'register') track(PLAYER_TRACK.preRegistration);
    send(commandFor(type));
  }

  /** The widget closed: the hash that opened it goes (back in history when it was pushed here). */
  function removeHash(): void {
    if (leaving || !parseAccountHash(window.location.hash, { feedbacksEnabled: page.culture.feedbacksEnabled === true })) return;
    if (hashPushed) {
      hashPushed = false;
      window.history.back();
      return;
    }
    const url = new URL(window.location.href);
    url.hash = '';
    window.history.replaceState(window.history.state, '', url.href);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }

  return {
    onHash(parsed, pushed) {
      if (parsed) {
        hashPushed = pushed;
        void open(parsed);
        return;
      }
      hashPushed = false;
      const { open: shown, status } = bridge.state();
      if (shown || status === 'loading') bridge.command({ type: 'close' });
    },
    play(link) {
      void settled.then(() => {
        const state = session.get();
        const action = playAction({
          kind: link.kind,
          segment: state.segment,
          demoPlay: page.site.demoPlay,
          restriction: visitor.view().restriction,
          realMoneyPlay: page.culture.realMoneyPlay,
        });
        track(PLAYER_TRACK.play);
        if (action.type === 'navigate') return deps.navigate(link.href);
        if (action.type === 'none') return;
        const deeplink = link.generic ? state.deeplink : platformDeeplink(link.href, page.site.platformUrl);
        session.set({ ...state, deeplink: deeplink ?? state.deeplink, accountMode: defaultAccountMode(state.segment) });
        applyPlayLinks(page.site.platformUrl, session.get());
        pendingIntent = 'play';
        const hash = `#account/${action.mode}`;
        if (window.location.hash === hash) void open({ mode: action.mode, code: null });
        else window.location.hash = hash;
      });
    },
    login(intent) {
      pendingIntent = intent;
      if (window.location.hash === '#account/login') void open({ mode: 'login', code: null });
      else window.location.hash = '#account/login';
    },
  };
}
