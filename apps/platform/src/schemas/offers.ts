import { Type } from '@sinclair/typebox';
import { Nullable, ref } from './common.ts';

/**
 * What a market's offer rules (packages/sites/src/markets.ts) are checked against: the kind of
 * an offer (welcome-offer-only shows only `welcome`) and its significant terms (shown next to
 * the call to action where significant-terms holds; wagering-cap refuses one above the cap).
 */
export const PROMOTION_KINDS = ['welcome', 'recurring', 'tournament', 'seasonal', 'prize-draw'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PromotionKindSchema = Type.Union(
  PROMOTION_KINDS.map((kind) => Type.Literal(kind)),
  {
    $id: 'PromotionKind',
    description:
      'welcome: the first-deposit offer, one per person; recurring: repeated bonuses (cashback); tournament: a prize race (leaderboard); seasonal: a bonus for a season or event; prize-draw: a draw with prizes',
  },
);

export const SignificantTerms = Type.Object(
  {
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency the amounts are stated in (the terms currency; never converted)' }),
    minDeposit: Nullable(Type.Number({ minimum: 0 })),
    maxBonus: Nullable(Type.Number({ minimum: 0 })),
    wagering: Nullable(
      Type.Object({
        multiplier: Type.Number({ minimum: 0 }),
        base: Type.Union([Type.Literal('bonus'), Type.Literal('deposit+bonus')], { description: 'What the multiplier applies to' }),
      }),
    ),
    expiresInDays: Nullable(Type.Integer({ minimum: 1, description: 'Days the bonus and its wagering run from the claim' })),
  },
  { $id: 'SignificantTerms', description: "An offer's significant terms as data, derived from its market's bonus terms" },
);

/** A banner's offer: null kind is a banner for the offers in general (no one offer, no terms). */
export const BannerOffer = Type.Object(
  {
    kind: Nullable(ref(PromotionKindSchema)),
    significantTerms: Nullable(ref(SignificantTerms)),
  },
  { $id: 'BannerOffer', description: 'What the banner promotes: an offer (kind and significant terms), or the offers in general (kind null)' },
);
