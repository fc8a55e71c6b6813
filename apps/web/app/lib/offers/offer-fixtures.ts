import type { SignificantTerms } from './offer-facts.ts';

/** Tests' terms: a complete deposit bonus (UK figures by default), any field overridden. */
export function depositBonusTerms(overrides: Partial<SignificantTerms> = {}): SignificantTerms {
  return {
    type: 'deposit-bonus',
    currency: 'GBP',
    percent: 100,
    minDeposit: 20,
    maxBonus: 200,
    minLoss: null,
    wagering: { multiplier: 10, base: 'bonus' },
    contributions: { slots: 100, other: 10 },
    expiresInDays: 30,
    spins: null,
    creditedOn: null,
    prizePool: null,
    entry: null,
    ...overrides,
  };
}
