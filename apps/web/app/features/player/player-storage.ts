import { FUNNEL_POINTS, ACCOUNT_MODULES, type AccountModeState, type Segment } from '@mc/account-protocol/account-protocol';
import type { SafeStorage } from '../../lib/storage/safe-storage.ts';
import { isJsonObject, STORAGE_SLOTS, storageKey } from '../../lib/storage/storage-keys.ts';
import { parsePlayerParams } from './player-params.ts';
import { defaultPlayerState, type PlayerState, type TrackingInfo } from './player-state.ts';

/** What outlives the visit (`xtpl`): who the player is, for prefill and the market rules. Never a secret. */
export type LongPlayer = Pick<
  PlayerState,
  'aname' | 'segment' | 'username' | 'loginname' | 'userExternalId' | 'sonLangCode' | 'notOntario' | 'promosViewd' | 'browserCulture'
>;
/** What belongs to this visit (`xtps`): where the visitor wants to go and how far the funnel got. */
export type SessionPlayer = Pick<PlayerState, 'deeplink' | 'deeplinkPrId' | 'accountMode' | 'newRegistration'> & { trackingInfo: TrackingInfo | null };

// eslint-disable-next-line no-control-regex -- control characters are exactly what a stored name must not hold
const NAME = /^[^\s<>"'`\\\u0000-\u001f\u007f]{1,64}$/u;
const ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const PRID = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_PROMOS = 50;
const TRACKING_FIELDS = ['arCode', 'uguid', 'usguid', 'ustd', 'utv', 'flowId'] as const;

const text = (value: unknown, pattern: RegExp): string | null => (typeof value === 'string' && pattern.test(value) ? value : null);
const segmentOf = (value: unknown): Segment => (value === 0 || value === 1 ? value : -1);

function modeOf(value: unknown): AccountModeState | null {
  if (!isJsonObject(value)) return null;
  const { funnelPoint, module } = value;
  return (FUNNEL_POINTS as readonly unknown[]).includes(funnelPoint) && (ACCOUNT_MODULES as readonly unknown[]).includes(module)
    ? ({ funnelPoint, module } as AccountModeState)
    : null;
}

function trackingOf(value: unknown): TrackingInfo | null {
  if (!isJsonObject(value)) return null;
  const info = Object.fromEntries(TRACKING_FIELDS.map((field) => [field, text(value[field], ID)])) as unknown as TrackingInfo;
  return Object.values(info).some((field) => field !== null) ? info : null;
}

/**
 * Stored records pass the same checks as a crafted link would: a field that fails reads as its
 * default, anything but an object as nothing (and is removed).
 */
export const PLAYER_LONG_KEY = storageKey<LongPlayer>(STORAGE_SLOTS.playerLong, (value) => {
  if (!isJsonObject(value)) return null;
  const params = parsePlayerParams(typeof value.aname === 'string' ? new URLSearchParams({ aname: value.aname }).toString() : '');
  return {
    aname: params.aname,
    segment: segmentOf(value.segment),
    username: text(value.username, NAME),
    loginname: text(value.loginname, NAME),
    userExternalId: text(value.userExternalId, ID),
    sonLangCode: text(value.sonLangCode, LANG),
    notOntario: value.notOntario === true,
    promosViewd: Array.isArray(value.promosViewd) ? value.promosViewd.filter((id): id is string => text(id, PRID) !== null).slice(-MAX_PROMOS) : [],
    browserCulture: text(value.browserCulture, LANG),
  };
});

export const PLAYER_SESSION_KEY = storageKey<SessionPlayer>(STORAGE_SLOTS.playerSession, (value) => {
  if (!isJsonObject(value)) return null;
  const query = new URLSearchParams();
  if (typeof value.deeplink === 'string') query.set('dl', value.deeplink);
  if (typeof value.deeplinkPrId === 'string') query.set('prid', value.deeplinkPrId);
  const params = parsePlayerParams(query.toString());
  const fallback = defaultPlayerState();
  return {
    deeplink: params.deeplink,
    deeplinkPrId: params.deeplinkPrId,
    accountMode: modeOf(value.accountMode) ?? fallback.accountMode,
    newRegistration: value.newRegistration === true,
    trackingInfo: trackingOf(value.trackingInfo),
  };
});

/** Only what differs from the default is kept (less to leak, less to tamper with); the campaign fields always. */
function compact<T extends object>(record: T, defaults: Partial<T>, always: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of always) out[key] = record[key];
  for (const [key, value] of Object.entries(record) as [keyof T, unknown][]) {
    if (always.includes(key)) continue;
    if (value !== null && JSON.stringify(value) !== JSON.stringify(defaults[key])) out[key] = value as T[keyof T];
  }
  return out;
}

/** The player as stored (defaults where nothing valid is). */
export function readPlayer(storage: SafeStorage): PlayerState {
  const state = defaultPlayerState();
  const long = storage.read(PLAYER_LONG_KEY);
  const session = storage.read(PLAYER_SESSION_KEY);
  const { trackingInfo, ...visit } = session ?? { trackingInfo: null };
  return { ...state, ...long, ...visit, tracking: { info: trackingInfo, ready: false } };
}

export function writePlayer(storage: SafeStorage, state: PlayerState): void {
  const defaults = defaultPlayerState();
  const long: LongPlayer = {
    aname: state.aname,
    segment: state.segment,
    username: state.username,
    loginname: state.loginname,
    userExternalId: state.userExternalId,
    sonLangCode: state.sonLangCode,
    notOntario: state.notOntario,
    promosViewd: state.promosViewd,
    browserCulture: state.browserCulture,
  };
  const session: SessionPlayer = {
    deeplink: state.deeplink,
    deeplinkPrId: state.deeplinkPrId,
    accountMode: state.accountMode,
    newRegistration: state.newRegistration,
    trackingInfo: state.tracking.info,
  };
  storage.write(PLAYER_LONG_KEY, compact(long, defaults, ['aname']) as LongPlayer);
  storage.write(PLAYER_SESSION_KEY, compact(session, { ...defaults, trackingInfo: null }, ['deeplink', 'deeplinkPrId']) as SessionPlayer);
}

/**
 * The player of this page: the query string's campaign parameters win (`aname`, `dl`,
 * `prid`; `bt` for this page only, the banner keeps its own), then what was stored; the
 * merged result is stored back, so an affiliate or a deeplink survives navigation.
 */
export function resolvePlayer(search: string, storage: SafeStorage, browserCulture: string | null = null): PlayerState {
  const fromQuery = parsePlayerParams(search);
  const stored = readPlayer(storage);
  const bt = new URLSearchParams(search).get('bt');
  const player: PlayerState = {
    ...stored,
    aname: fromQuery.aname ?? stored.aname,
    deeplink: fromQuery.deeplink ?? stored.deeplink,
    deeplinkPrId: fromQuery.deeplinkPrId ?? stored.deeplinkPrId,
    bt: bt && /^[A-Za-z0-9_-]{1,64}$/.test(bt) ? bt : null,
    browserCulture: text(browserCulture, LANG) ?? stored.browserCulture,
  };
  writePlayer(storage, player);
  return player;
}
