import type { Validator } from '../../lib/http/request-data.ts';
import { readBannerOffer } from '../../lib/offers/offer-facts.ts';
import type { BtText } from './banner-schemas.ts';

const FIELDS = ['code', 'pageTitle', 'cta', 'terms', 'ctaLink'] as const;

/** bt-texts answer: the texts, or null. Hand-written so the browser bundle carries no schema library. */
export const btTextValidator: Validator<BtText | null> = {
  safeParse(input) {
    if (input === null) return { success: true, data: null };
    if (typeof input !== 'object' || Array.isArray(input)) return { success: false, error: { issues: [{ path: [], message: 'expected an object or null' }] } };
    const record = input as Record<string, unknown>;
    const bad = FIELDS.filter((field) => typeof record[field] !== 'string');
    if (bad.length) return { success: false, error: { issues: bad.map((field) => ({ path: [field], message: 'expected a string' })) } };
    // What the bt banner promotes, checked against the market's offer rules before it shows (select-slides.ts).
    const texts = Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as Omit<BtText, 'offer'>;
    return { success: true, data: { ...texts, offer: readBannerOffer(record.offer) } };
  },
};
