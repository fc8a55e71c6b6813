import type { AccountIntent, AccountMode, Restriction, WidgetContext } from '@mc/account-protocol/account-protocol';
import { ACCOUNT_PROTOCOL_VERSION } from '@mc/account-protocol/account-protocol';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import type { SafeStorage } from '../../lib/storage/safe-storage.ts';
import { writePlayer } from './player-storage.ts';
import { playerDataset, type PlayerState } from './player-state.ts';

/** What the player needs of the visitor engine (features/visitor), wired by the app root. */
export interface PlayerVisitorView {
  /** Geo has answered or fallen back: the restriction is known. */
  settled: boolean;
  /** After the Ontario rule. */
  restriction: Restriction | null;
  country: string | null;
  region: string | null;
  underMaintenance: boolean;
}

export interface PlayerVisitor {
  view(): PlayerVisitorView;
  subscribe(listener: () => void): () => void;
  setNotOntario(notOntario: boolean): void;
}

/** Why the widget opens this time, beyond the state (memory only: codes never touch storage). */
export interface OpenRequest {
  hashMode: AccountMode | null;
  intent: AccountIntent;
  prefillCode: string | null;
  resetCode: string | null;
}

/** The player state of this page: kept in memory, stored (xtpl/xtps) and mirrored on <html> at each change. */
export function createPlayerSession(initial: PlayerState, storage: SafeStorage) {
  let state = initial;
  const mirror = () => {
    for (const [name, value] of Object.entries(playerDataset(state))) document.documentElement.setAttribute(name, value);
  };
  mirror();
  return {
    get: () => state,
    set(next: PlayerState) {
      state = next;
      writePlayer(storage, state);
      mirror();
    },
  };
}

export type PlayerSession = ReturnType<typeof createPlayerSession>;

/** Everything the widget may know when it opens (the protocol's `WidgetContext`): public, per visit. */
export function widgetContext(page: IslandPage, state: PlayerState, visitor: PlayerVisitorView, request: OpenRequest): WidgetContext {
  return {
    protocol: ACCOUNT_PROTOCOL_VERSION,
    site: page.site.localCode,
    culture: page.culture.code,
    country: visitor.settled ? visitor.country : null,
    region: visitor.settled ? visitor.region : null,
    restriction: visitor.restriction,
    accountMode: state.accountMode,
    hashMode: request.hashMode,
    intent: request.intent,
    payNPlay: page.culture.usePnpRegistration === true,
    feedbacksEnabled: page.culture.feedbacksEnabled === true,
    segment: state.segment,
    username: state.username,
    prefillCode: request.prefillCode,
    resetCode: request.resetCode,
    deeplink: state.deeplink,
    deeplinkPrId: state.deeplinkPrId,
    aname: state.aname,
    bt: state.bt,
    usguid: state.tracking.info?.usguid ?? null,
    flowId: state.tracking.info?.flowId ?? null,
  };
}

/** `{apiHost}son-auth/config?lang={culture}&country={iso2 if known}`. */
export function widgetScriptUrl(widgetUrl: string, culture: string, country: string | null): string {
  const url = new URL(widgetUrl);
  url.searchParams.set('lang', culture);
  if (country) url.searchParams.set('country', country);
  return url.href;
}
