/**
 * What the content data says about an offer (apps/platform/src/schemas/offers.ts): its kind
 * and its significant terms. Read by hand, not with a schema library, because the browser reads
 * them too (a visitor's bt banner). Anything malformed reads as unknown, which the market rules
 * treat as the least allowed: an unknown kind is not the welcome offer, unknown terms are none.
 */
export interface Wagering {
  multiplier: number;
  /** What the multiplier applies to: `bonus`, `deposit+bonus` or `winnings` (of bonus spins). */
  base: string;
}

/** What an offer is, for its terms: each type has its own significant terms (offer-rules.ts `hasSignificantTerms`). */
export const OFFER_TERMS_TYPES = ['deposit-bonus', 'bonus-spins', 'cashback', 'race', 'prize-draw'] as const;
export type OfferTermsType = (typeof OFFER_TERMS_TYPES)[number];

/** How a race or draw is entered: opt in or not, on which games, the stake per point or ticket, the least stake that counts. */
export interface OfferEntry {
  optIn: boolean;
  games: 'selected-slots' | 'all-games';
  /** The amount staked that earns one point (race) or one ticket (draw). */
  stakePerUnit: number | null;
  minStake: number | null;
}

export interface SignificantTerms {
  type: OfferTermsType;
  /** ISO 4217: the currency the amounts are stated in, never converted. */
  currency: string;
  /** The share of the deposit matched (deposit bonus) or of net losses returned (cashback), in per cent. */
  percent: number | null;
  minDeposit: number | null;
  /** The most the offer pays: the bonus cap, or the cashback cap. */
  maxBonus: number | null;
  /** Cashback: the least weekly net loss that earns any. */
  minLoss: number | null;
  wagering: Wagering | null;
  /** How much each game counts towards wagering, in per cent. */
  contributions: { slots: number; other: number } | null;
  expiresInDays: number | null;
  spins: { count: number; value: number } | null;
  /** Cashback: the weekday it is credited (English name). */
  creditedOn: string | null;
  prizePool: number | null;
  entry: OfferEntry | null;
}

/** An offer's facts. For a promotion a null kind is unknown; for a banner it means the offers in general. */
export interface OfferFacts {
  kind: string | null;
  significantTerms: SignificantTerms | null;
}

/** The kind of the first-deposit offer, the one `welcome-offer-only` lets a market show. */
export const WELCOME_KIND = 'welcome';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
const percent = (value: unknown): number | null => {
  const read = amount(value);
  return read !== null && read <= 100 ? read : null;
};
const count = (value: unknown): number | null => {
  const read = amount(value);
  return read !== null && Number.isInteger(read) && read > 0 ? read : null;
};

export function readKind(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function readWagering(value: unknown): Wagering | null {
  if (!isRecord(value)) return null;
  const multiplier = amount(value.multiplier);
  return multiplier !== null && typeof value.base === 'string' ? { multiplier, base: value.base } : null;
}

function readContributions(value: unknown): SignificantTerms['contributions'] {
  if (!isRecord(value)) return null;
  const slots = percent(value.slots);
  const other = percent(value.other);
  return slots !== null && other !== null ? { slots, other } : null;
}

function readSpins(value: unknown): SignificantTerms['spins'] {
  if (!isRecord(value)) return null;
  const spins = count(value.count);
  const worth = amount(value.value);
  return spins !== null && worth !== null && worth > 0 ? { count: spins, value: worth } : null;
}

function readEntry(value: unknown): OfferEntry | null {
  if (!isRecord(value) || typeof value.optIn !== 'boolean') return null;
  if (value.games !== 'selected-slots' && value.games !== 'all-games') return null;
  const perUnit = amount(value.stakePerUnit);
  return { optIn: value.optIn, games: value.games, stakePerUnit: perUnit && perUnit > 0 ? perUnit : null, minStake: amount(value.minStake) };
}

/** Terms as the site API sends them; an old record without `type` is a deposit bonus (what every offer was). */
export function readSignificantTerms(value: unknown): SignificantTerms | null {
  if (!isRecord(value) || typeof value.currency !== 'string' || !/^[A-Z]{3}$/.test(value.currency)) return null;
  const type = value.type === undefined ? 'deposit-bonus' : OFFER_TERMS_TYPES.find((known) => known === value.type);
  if (!type) return null;
  const days = amount(value.expiresInDays);
  const weekday = typeof value.creditedOn === 'string' && WEEKDAYS.includes(value.creditedOn.toLowerCase()) ? value.creditedOn.toLowerCase() : null;
  return {
    type,
    currency: value.currency,
    percent: percent(value.percent),
    minDeposit: amount(value.minDeposit),
    maxBonus: amount(value.maxBonus),
    minLoss: amount(value.minLoss),
    wagering: readWagering(value.wagering),
    contributions: readContributions(value.contributions),
    expiresInDays: days !== null && Number.isInteger(days) && days > 0 ? days : null,
    spins: readSpins(value.spins),
    creditedOn: weekday,
    prizePool: amount(value.prizePool),
    entry: readEntry(value.entry),
  };
}

/**
 * A banner's offer: undefined or null where it promotes none. Present but malformed, it is an
 * offer of unknown kind without terms (never dropped to "no offer", which would skip the rules).
 */
export function readBannerOffer(value: unknown): OfferFacts | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) return { kind: 'unknown', significantTerms: null };
  const kind = value.kind === null ? null : (readKind(value.kind) ?? 'unknown');
  return { kind, significantTerms: readSignificantTerms(value.significantTerms) };
}
