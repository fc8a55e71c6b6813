import type { MarketId } from './markets.ts';

/**
 * The licence the operator holds in each market, as data (its legal source is in
 * market-sources.ts, `LICENCE_SOURCES`): `local`, issued by the market's own regulator (or, for
 * the international edition, the Malta licence it is sold under), or `none`. A market rule that
 * holds only while the operator has no licence there (`no-unlicensed-marketing`) stops applying
 * the day this line says `local`: an operator who obtains a licence changes this file, not code.
 *
 * Kept in a module of its own so a test can flip one market's licence (vi.mock of
 * `@mc/sites/market-licences`) and see every consumer of the market rules follow.
 */
export type Licence =
  /** A licence of the market's regulator: `name` says which. */
  | { held: 'local'; name: string }
  /** No licence of the market's own: the edition is served under the Malta licence. */
  | { held: 'none' };

export const MARKET_LICENCES: Readonly<Record<MarketId, Licence>> = {
  international: { held: 'local', name: 'MGA B2C gaming service licence (Type 1: casino games)' },
  canada: { held: 'none' },
  india: { held: 'none' },
  germany: { held: 'local', name: 'GGL licence for virtual slot machines (virtuelle Automatenspiele)' },
  uk: { held: 'local', name: 'Gambling Commission remote casino operating licence' },
  denmark: { held: 'local', name: 'Spillemyndigheden licence for online casino' },
  sweden: { held: 'local', name: 'Spelinspektionen licence for commercial online gaming' },
  spain: { held: 'local', name: 'DGOJ general licence for other games and singular licences (slots, roulette, blackjack)' },
  brazil: { held: 'none' },
  norway: { held: 'none' },
  finland: { held: 'none' },
};
