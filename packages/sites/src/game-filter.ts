import type { CultureCode } from './culture-codes.ts';
import { marketRule } from './markets.ts';
import type { QueryValue } from './query-string.ts';

/**
 * A category page narrowed by provider and by feature, as its URL's query states it
 * (`/online-slots/?provider=fjord-games&feature=megaways&feature=demo`). The server renders the
 * narrowed page, so each filter is a cacheable page of its own: the nginx front keys these
 * parameters (deploy/nginx, rendered from GAME_FILTER_PARAMS).
 */
export const GAME_FEATURES = ['megaways', 'jackpot', 'live-dealer', 'demo'] as const;
export type GameFeature = (typeof GAME_FEATURES)[number];

/** The query parameters a filter is written in; anything else in the query is not the filter's. */
export const GAME_FILTER_PARAMS = { provider: 'provider', feature: 'feature' } as const;

export interface GameFilter {
  /** A provider's slug, or null for every provider. */
  provider: string | null;
  /** Every one of these (AND), in GAME_FEATURES order, each once. */
  features: readonly GameFeature[];
}

export const NO_GAME_FILTER: GameFilter = { provider: null, features: [] };

/** Provider slugs as the back end writes them; anything else is not a provider. */
export const PROVIDER_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** The features a culture may filter on: no jackpot filter where the market has 'no-jackpots'. */
export function gameFeaturesOf(culture: CultureCode): GameFeature[] {
  return marketRule(culture, 'no-jackpots') ? GAME_FEATURES.filter((feature) => feature !== 'jackpot') : [...GAME_FEATURES];
}

export function isFiltered(filter: GameFilter): boolean {
  return filter.provider !== null || filter.features.length > 0;
}

/**
 * The filter of a raw query string (`url.search`, with or without '?'); never throws.
 * Unknown values are ignored, the first provider wins, repeated features count once. Parameter
 * names count only as written, never percent-encoded (`%70rovider`): the nginx front decides
 * from the raw query whether a page is filtered, and a page it keys as unfiltered must be.
 */
export function parseGameFilter(rawQuery: string, culture: CultureCode): GameFilter {
  let provider: string | null = null;
  const wanted = new Set<string>();
  for (const pair of rawQuery.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at);
    const value = decodeValue(pair.slice(at + 1));
    if (name === GAME_FILTER_PARAMS.provider && provider === null && value !== null && PROVIDER_SLUG.test(value)) provider = value;
    else if (name === GAME_FILTER_PARAMS.feature && value !== null) wanted.add(value);
  }
  return { provider, features: gameFeaturesOf(culture).filter((feature) => wanted.has(feature)) };
}

function decodeValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null; // a malformed escape (`%E0%A4%A`): not a value
  }
}

/** The filter as href()'s query (empty for no filter): what parseGameFilter reads back. */
export function gameFilterQuery(filter: GameFilter): Record<string, QueryValue> {
  return { [GAME_FILTER_PARAMS.provider]: filter.provider, [GAME_FILTER_PARAMS.feature]: filter.features };
}
