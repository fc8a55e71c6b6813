import { Type, type Static } from '@sinclair/typebox';
import { Culture, ImagePath, IsoDateTime, Nullable, ref, RichText } from './common.ts';

export const SelfAssessmentData = Type.Object(
  {
    kind: Type.Literal('selfAssessment'),
    questions: Type.Array(
      Type.Object({ id: Type.String(), text: Type.String(), answers: Type.Array(Type.Object({ label: Type.String(), score: Type.Integer() })) }),
    ),
    results: Type.Array(Type.Object({ minScore: Type.Integer(), maxScore: Type.Integer(), title: Type.String(), body: RichText })),
  },
  { $id: 'SelfAssessmentData', description: 'Questionnaire: sum the chosen answer scores and show the result whose range holds the sum' },
);

const MaxBetRule = Type.Object({
  percentOfBonus: Nullable(Type.Number()),
  minimum: Nullable(Type.Number({ description: 'Lower bound of the percentage rule' })),
  cap: Nullable(Type.Number({ description: 'The rule is the lower of the percentage (not below minimum) and this cap' })),
  fixed: Nullable(Type.Number({ description: 'A fixed maximum bet instead of the percentage rule' })),
});

export const BonusMarket = Type.Object(
  {
    code: Type.String({ description: 'default, uk, uk-welcome, india, brazil, norway, denmark, spain' }),
    name: Type.String({ description: 'Localised market name' }),
    currency: Nullable(
      Type.String({
        description:
          "ISO 4217; null: the default (euro and dollar) terms, stated in the reader's market's terms currency where that market takes them, else in euros; never converted",
      }),
    ),
    firstDepositOnly: Type.Boolean(),
    minDeposit: Nullable(Type.Number()),
    maxBonus: Nullable(Type.Number()),
    wagering: Nullable(
      Type.Object({
        multiplier: Type.Number(),
        base: Type.Union([Type.Literal('bonus'), Type.Literal('deposit+bonus')]),
        days: Nullable(Type.Integer()),
        contributions: Nullable(Type.Object({ slots: Type.Number(), other: Type.Number() }, { description: 'Percent each game type contributes' })),
      }),
    ),
    maxBet: Nullable(MaxBetRule),
    freeSpins: Nullable(Type.Object({ spinValue: Type.Number(), wageringMultiplier: Type.Number(), days: Type.Integer(), slotsOnly: Type.Boolean() })),
    claimOncePerHours: Nullable(Type.Integer({ description: 'Claimable once per this many hours across all casinos' })),
    offers: Type.Array(
      Type.Object({
        code: Type.String({ description: 'spins, cashback, tournament, drops-and-wins' }),
        spins: Type.Optional(Type.Integer()),
        minDeposit: Type.Optional(Type.Number()),
        percent: Type.Optional(Type.Number()),
        minAmount: Type.Optional(Type.Number()),
        maxAmount: Type.Optional(Type.Number()),
        creditedOn: Type.Optional(Type.String({ description: 'Weekday, English lower case' })),
        wageringMultiplier: Type.Optional(Type.Number()),
        prizePool: Type.Optional(Type.Number()),
        minBet: Type.Optional(Type.Number()),
      }),
    ),
  },
  { $id: 'BonusMarket' },
);

export const BonusPolicyData = Type.Object(
  {
    kind: Type.Literal('bonusPolicy'),
    market: Type.String({ description: "Code of this culture's market in markets" }),
    markets: Type.Array(ref(BonusMarket)),
  },
  { $id: 'BonusPolicyData', description: 'Bonus terms as data; format amounts in each market currency' },
);

export const ContactData = Type.Object(
  {
    kind: Type.Literal('contact'),
    hours: Type.String({ description: '24/7' }),
    email: Type.String(),
    liveChat: Type.Boolean(),
    phone: Nullable(Type.String()),
  },
  { $id: 'ContactData' },
);

export type FeedData = Static<typeof SelfAssessmentData> | Static<typeof BonusPolicyData> | Static<typeof ContactData>;

export const SimpleFeed = Type.Object(
  {
    version: Type.Integer(),
    title: Type.String(),
    body: RichText,
    data: Type.Optional(
      Type.Union([ref(SelfAssessmentData), ref(BonusPolicyData), ref(ContactData)], {
        description: 'Structured part of selfAssessment, bonusPolicy and contact feeds',
      }),
    ),
  },
  { $id: 'SimpleFeed', description: 'The restricted feed body holds the placeholder [country] for the country name' },
);

export const ContentItem = Type.Object({ code: Type.String(), title: Type.String(), body: RichText }, { $id: 'ContentItem' });

export const Jackpots = Type.Object(
  {
    culture: Culture,
    currency: Type.String(),
    asOf: Type.String({ format: 'date-time', description: 'The instant the amounts are for (UTC): a client extrapolates from it with its own clock offset' }),
    jackpots: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        tier: Type.Union([Type.Literal('mega'), Type.Literal('major'), Type.Literal('minor'), Type.Literal('daily')]),
        amount: Type.Number({ description: 'At asOf, in the culture currency (the pool in euros at the reference rates)' }),
        seedAmount: Type.Number({ description: 'What the amount starts again from after a drop' }),
        growthPerSecond: Type.Number({ minimum: 0, description: 'How much the amount grows per second until the next drop' }),
        nextDropAt: Type.String({ format: 'date-time', description: 'When it next drops (UTC); then it starts again from seedAmount' }),
        mustDropBy: Nullable(Type.String({ description: 'Daily jackpots: local drop time HH:MM (Europe/London)' })),
        gameSlugs: Type.Array(Type.String()),
      }),
    ),
  },
  { description: 'Live figures, computed from the clock: never cached. Empty where the market has no jackpots.' },
);

export const Leaderboard = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  startDate: IsoDateTime,
  endDate: IsoDateTime,
  rows: Type.Array(Type.Object({ rank: Type.Integer(), player: Type.String(), city: Type.String(), points: Type.Integer() })),
});

export const Winners = Type.Object({
  culture: Culture,
  winners: Type.Array(
    Type.Object({
      userName: Type.String({ description: 'Masked' }),
      amount: Type.Number(),
      currency: Type.String(),
      gameSlug: Type.String(),
      gameName: Type.String(),
      routeKey: Type.String(),
      wonAt: IsoDateTime,
    }),
  ),
});

export const Faq = Type.Object({
  culture: Culture,
  groups: Type.Array(
    Type.Object({ id: Type.String(), title: Type.String(), items: Type.Array(Type.Object({ id: Type.String(), question: Type.String(), answer: RichText })) }),
  ),
});

export const PaymentOption = Type.Object(
  { key: Type.String(), name: Type.String(), slug: Type.String(), has_info: Type.Boolean(), light_img_url: ImagePath, dark_img_url: ImagePath },
  { $id: 'PaymentOption' },
);

export const PaymentInfo = Type.Object({
  key: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  light_img_url: ImagePath,
  dark_img_url: ImagePath,
  currency: Type.String(),
  minDeposit: Type.Number(),
  maxDeposit: Type.Number(),
  minWithdrawal: Nullable(Type.Number({ description: 'null when withdrawals are not possible with this method' })),
  maxWithdrawal: Nullable(Type.Number()),
  depositTime: Type.String(),
  withdrawalTime: Nullable(Type.String()),
  fees: Type.String(),
  body: RichText,
});
