import type { SafeStorage } from '../../lib/storage/safe-storage.ts';
import { isJsonObject, STORAGE_SLOTS, storageKey } from '../../lib/storage/storage-keys.ts';
import type { PlayerParams } from './player-params.ts';
import { parsePlayerParams } from './player-params.ts';

/**
 * A stored player record through the same validation as the query string, so a tampered
 * value can carry no more than a crafted link could; anything but an object is corrupt.
 */
function storedPlayer(value: unknown): PlayerParams | null {
  if (!isJsonObject(value)) return null;
  const query = new URLSearchParams();
  if (typeof value.aname === 'string') query.set('aname', value.aname);
  if (typeof value.deeplink === 'string') query.set('dl', value.deeplink);
  if (typeof value.deeplinkPrId === 'string') query.set('prid', value.deeplinkPrId);
  return parsePlayerParams(query.toString());
}

/** What outlives the session: the affiliate that brought the visitor. */
export const PLAYER_LONG_KEY = storageKey<Pick<PlayerParams, 'aname'>>(STORAGE_SLOTS.playerAffiliate, (value) => {
  const player = storedPlayer(value);
  return player && { aname: player.aname };
});

/** What belongs to this visit: where the visitor wanted to go. */
export const PLAYER_SESSION_KEY = storageKey<Pick<PlayerParams, 'deeplink' | 'deeplinkPrId'>>(STORAGE_SLOTS.playerDeeplink, (value) => {
  const player = storedPlayer(value);
  return player && { deeplink: player.deeplink, deeplinkPrId: player.deeplinkPrId };
});

/**
 * The player parameters of this page: the query string wins, then what was stored (so an
 * affiliate or deeplink survives navigation); the merged result is stored back.
 */
export function resolvePlayerParams(search: string, storage: SafeStorage): PlayerParams {
  const fromQuery = parsePlayerParams(search);
  const long = storage.read(PLAYER_LONG_KEY);
  const short = storage.read(PLAYER_SESSION_KEY);
  const player: PlayerParams = {
    aname: fromQuery.aname ?? long?.aname ?? null,
    deeplink: fromQuery.deeplink ?? short?.deeplink ?? null,
    deeplinkPrId: fromQuery.deeplinkPrId ?? short?.deeplinkPrId ?? null,
  };
  storage.write(PLAYER_LONG_KEY, { aname: player.aname });
  storage.write(PLAYER_SESSION_KEY, { deeplink: player.deeplink, deeplinkPrId: player.deeplinkPrId });
  return player;
}
