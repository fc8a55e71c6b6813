import type { CultureCode } from '@mc/sites/culture-codes';
import type * as Markets from '@mc/sites/markets';

/**
 * A market that exists only in tests, to prove that rules are enforced by kind, not by
 * market: `vi.mock('@mc/sites/markets', …withFakeMarket)` sells FAKE_CULTURE (en-NZ, a
 * culture with no such rules in real life, in NZD) in it. The route table compiles against
 * the mock too, so routes with `unlessMarketRule` leave the culture as they would a real one.
 */
export const FAKE_CULTURE: CultureCode = 'en-NZ';

export const FAKE_RULES: readonly Markets.MarketRule[] = [
  { kind: 'legal-age', years: 18 },
  { kind: 'no-jackpots' },
  { kind: 'stake-cap', amount: 2, currency: 'EUR' },
  { kind: 'no-autoplay' },
];

export function withFakeMarket(actual: typeof Markets): typeof Markets {
  const fake: Markets.Market = { ...actual.MARKETS.international, name: 'Fakeland', rules: FAKE_RULES };
  const marketOf = (culture: CultureCode) => (culture === FAKE_CULTURE ? fake : actual.marketOf(culture));
  const marketRule = ((culture: CultureCode, kind: Markets.MarketRuleKind) =>
    marketOf(culture).rules.find((rule) => rule.kind === kind)) as typeof actual.marketRule;
  return { ...actual, marketOf, marketRule };
}
