import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CULTURE_MARKET } from './markets.ts';
import type { CultureCode } from './culture-codes.ts';
import { GAME_FEATURES, gameFeaturesOf, gameFilterQuery, parseGameFilter, type GameFilter } from './game-filter.ts';
import { buildQuery } from './query-string.ts';

const cultures = Object.keys(CULTURE_MARKET) as CultureCode[];
const format = (filter: GameFilter) => buildQuery(gameFilterQuery(filter));
const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,59}$/);
const filterIn = (culture: CultureCode) =>
  fc.record({
    provider: fc.option(slug, { nil: null }),
    features: fc.subarray(gameFeaturesOf(culture)),
  });

describe('category filter in the query', () => {
  it('reads back what it writes, in every culture', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cultures).chain((culture) => fc.tuple(fc.constant(culture), filterIn(culture))),
        ([culture, filter]) => {
          expect(parseGameFilter(format(filter), culture)).toEqual(filter);
          expect(parseGameFilter(`?${format(filter)}`, culture)).toEqual(filter);
        },
      ),
    );
  });
  it('never throws on junk, and whatever it returns is a valid filter', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webQueryParameters(),
          fc.string({ unit: fc.constantFrom('provider=', 'feature=', '%', '&', '=', '?', 'demo', 'jackpot', 'x', '%E0', '%66', '+', '\u0000') }),
        ),
        (query) => {
          const filter = parseGameFilter(query, 'en');
          expect(filter.provider === null || /^[a-z0-9][a-z0-9-]*$/.test(filter.provider)).toBe(true);
          expect(GAME_FEATURES.filter((feature) => filter.features.includes(feature))).toEqual(filter.features);
        },
      ),
      { numRuns: 200 },
    );
  });
  it('ignores unknown values, keeps the first provider, counts each feature once, in a fixed order', () => {
    expect(parseGameFilter('provider=Fjord%20Games&provider=fjord-games&feature=demo&feature=turbo&feature=megaways&feature=demo&x=1', 'en')).toEqual({
      provider: 'fjord-games',
      features: ['megaways', 'demo'],
    });
    expect(parseGameFilter('provider=%E0%A4%A&feature', 'en')).toEqual({ provider: null, features: [] });
  });
  it('reads parameter names only as written, never percent-encoded (the cache front keys the raw query)', () => {
    expect(parseGameFilter('%70rovider=fjord-games&%66eature=demo', 'en')).toEqual({ provider: null, features: [] });
  });
  it('has no jackpot filter where the market has no jackpots', () => {
    expect(parseGameFilter('feature=jackpot&feature=megaways', 'de-DE').features).toEqual(['megaways']);
    expect(parseGameFilter('feature=jackpot', 'en-GB').features).toEqual(['jackpot']);
    expect(gameFeaturesOf('de-DE')).not.toContain('jackpot');
  });
});
