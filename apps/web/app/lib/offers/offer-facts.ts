/**
 * What the content data says about an offer (apps/platform/src/schemas/offers.ts): its kind
 * and its significant terms. Read by hand, not with a schema library, because the browser reads
 * them too (a visitor's bt banner). Anything malformed reads as unknown, which the market rules
 * treat as the least allowed: an unknown kind is not the welcome offer, unknown terms are none.
 */
export interface Wagering {
  multiplier: number;
  /** What the multiplier applies to: `bonus` or `deposit+bonus`. */
  base: string;
}

export interface SignificantTerms {
  /** ISO 4217: the currency the amounts are stated in, never converted. */
  currency: string;
  minDeposit: number | null;
  maxBonus: number | null;
  wagering: Wagering | null;
  expiresInDays: number | null;
}

/** An offer's facts. For a promotion a null kind is unknown; for a banner it means the offers in general. */
export interface OfferFacts {
  kind: string | null;
  significantTerms: SignificantTerms | null;
}

/** The kind of the first-deposit offer, the one `welcome-offer-only` lets a market show. */
export const WELCOME_KIND = 'welcome';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

export function readKind(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function readSignificantTerms(value: unknown): SignificantTerms | null {
  if (!isRecord(value) || typeof value.currency !== 'string' || !/^[A-Z]{3}$/.test(value.currency)) return null;
  const wagering = isRecord(value.wagering) ? value.wagering : null;
  const multiplier = amount(wagering?.multiplier);
  const days = amount(value.expiresInDays);
  return {
    currency: value.currency,
    minDeposit: amount(value.minDeposit),
    maxBonus: amount(value.maxBonus),
    wagering: multiplier !== null && typeof wagering?.base === 'string' ? { multiplier, base: wagering.base } : null,
    expiresInDays: days !== null && Number.isInteger(days) && days > 0 ? days : null,
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
