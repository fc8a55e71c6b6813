import type { PlayerParams } from './player-params.ts';
import { parsePlayerParams } from './player-params.ts';

/** Player storage keys (spec/shell.md section 9): long-lived in localStorage, per session in sessionStorage. */
export const PLAYER_LONG_KEY = 'xtpl';
export const PLAYER_SESSION_KEY = 'xtps';

export type ReadableStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What outlives the session: the affiliate that brought the visitor. */
interface LongLived {
  aname: string | null;
}
/** What belongs to this visit: where the visitor wanted to go. */
interface SessionScoped {
  deeplink: string | null;
  deeplinkPrId: string | null;
}

/**
 * Reads a stored record through the same validation as the query string, so corrupt or
 * tampered storage reads as empty and is removed; storage that throws (private mode) is ignored.
 */
function read(storage: ReadableStorage | null, key: string): Partial<PlayerParams> {
  if (!storage) return {};
  try {
    const raw = storage.getItem(key);
    if (!raw) return {};
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    const query = new URLSearchParams();
    if (typeof value.aname === 'string') query.set('aname', value.aname);
    if (typeof value.deeplink === 'string') query.set('dl', value.deeplink);
    if (typeof value.deeplinkPrId === 'string') query.set('prid', value.deeplinkPrId);
    const parsed = parsePlayerParams(query.toString());
    const out: Partial<PlayerParams> = {};
    if (parsed.aname) out.aname = parsed.aname;
    if (parsed.deeplink) out.deeplink = parsed.deeplink;
    if (parsed.deeplinkPrId) out.deeplinkPrId = parsed.deeplinkPrId;
    return out;
  } catch {
    try {
      storage.removeItem(key);
    } catch {
      // storage unavailable
    }
    return {};
  }
}

function write(storage: ReadableStorage | null, key: string, value: LongLived | SessionScoped): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // full or unavailable storage: the values still hold for this page
  }
}

/**
 * The player parameters of this page: the query string wins, then what was stored (so an
 * affiliate or deeplink survives navigation); the merged result is stored back.
 */
export function resolvePlayerParams(search: string, local: ReadableStorage | null, session: ReadableStorage | null): PlayerParams {
  const fromQuery = parsePlayerParams(search);
  const long = read(local, PLAYER_LONG_KEY);
  const short = read(session, PLAYER_SESSION_KEY);
  const player: PlayerParams = {
    aname: fromQuery.aname ?? long.aname ?? null,
    deeplink: fromQuery.deeplink ?? short.deeplink ?? null,
    deeplinkPrId: fromQuery.deeplinkPrId ?? short.deeplinkPrId ?? null,
  };
  write(local, PLAYER_LONG_KEY, { aname: player.aname });
  write(session, PLAYER_SESSION_KEY, { deeplink: player.deeplink, deeplinkPrId: player.deeplinkPrId });
  return player;
}
