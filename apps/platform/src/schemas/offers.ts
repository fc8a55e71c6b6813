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

export const OFFER_TERMS_TYPES = ['deposit-bonus', 'bonus-spins', 'cashback', 'race', 'prize-draw'] as const;
export type OfferTermsType = (typeof OFFER_TERMS_TYPES)[number];

const Percent = Type.Number({ minimum: 0, maximum: 100 });

export const SignificantTerms = Type.Object(
  {
    type: Type.Union(
      OFFER_TERMS_TYPES.map((type) => Type.Literal(type)),
      { description: 'What the offer is, which says which terms are significant: deposit-bonus, bonus-spins, cashback, race (prize pool), prize-draw' },
    ),
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency the amounts are stated in (the terms currency; never converted)' }),
    percent: Nullable(Percent, { description: 'Share of the deposit matched (deposit bonus) or of net losses returned (cashback), in per cent' }),
    minDeposit: Nullable(Type.Number({ minimum: 0 })),
    maxBonus: Nullable(Type.Number({ minimum: 0 }), { description: 'The most the offer pays: the bonus cap, or the cashback cap' }),
    minLoss: Nullable(Type.Number({ minimum: 0 }), { description: 'Cashback: the least weekly net loss that earns any' }),
    wagering: Nullable(
      Type.Object({
        multiplier: Type.Number({ minimum: 0 }),
        base: Type.Union([Type.Literal('bonus'), Type.Literal('deposit+bonus'), Type.Literal('winnings')], {
          description: 'What the multiplier applies to (winnings: of bonus spins)',
        }),
      }),
    ),
    contributions: Nullable(Type.Object({ slots: Percent, other: Percent }), { description: 'How much a stake counts towards wagering, in per cent' }),
    expiresInDays: Nullable(Type.Integer({ minimum: 1, description: 'Days the bonus and its wagering run from the claim' })),
    spins: Nullable(Type.Object({ count: Type.Integer({ minimum: 1 }), value: Type.Number({ exclusiveMinimum: 0 }) }), {
      description: 'Bonus spins: how many, and the stake of each',
    }),
    creditedOn: Nullable(Type.Union(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => Type.Literal(day))), {
      description: 'Cashback: the weekday it is credited',
    }),
    prizePool: Nullable(Type.Number({ minimum: 0 }), { description: 'Race: the prizes shared, in all' }),
    entry: Nullable(
      Type.Object({
        optIn: Type.Boolean({ description: 'Whether the player must opt in first' }),
        games: Type.Union([Type.Literal('selected-slots'), Type.Literal('all-games')]),
        stakePerUnit: Type.Number({ exclusiveMinimum: 0, description: 'The stake that earns one point (race) or one ticket (draw)' }),
        minStake: Nullable(Type.Number({ minimum: 0 }), { description: 'The least stake per spin that counts' }),
      }),
      { description: 'How a race or draw is taken part in' },
    ),
  },
  { $id: 'SignificantTerms', description: "An offer's significant terms as data, its own: shown next to its call to action" },
);

/** A banner's offer: null kind is a banner for the offers in general (no one offer, no terms). */
export const BannerOffer = Type.Object(
  {
    kind: Nullable(ref(PromotionKindSchema)),
    significantTerms: Nullable(ref(SignificantTerms)),
  },
  { $id: 'BannerOffer', description: 'What the banner promotes: an offer (kind and significant terms), or the offers in general (kind null)' },
);
