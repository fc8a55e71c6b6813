import { z } from 'zod';
import { readKind, readSignificantTerms } from '../../lib/offers/offer-facts.ts';

/**
 * Shapes of the site API's promotion endpoints (apps/platform/openapi.yaml). Dates are kept
 * as strings: the page decides what is running with dateRangeStatus, and an unparseable date
 * counts as open-ended there rather than failing the whole list. `status` is read as a plain
 * string so a new value from the back end never turns the list into a fallback.
 */
export const promotionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  title: z.string().min(1),
  summary: z.string(),
  image: z.string(),
  alt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.string(),
  leaderboardSlug: z.string().min(1).nullable(),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  // What the market's offer rules are checked against (lib/offers): missing or malformed reads as
  // unknown (not the welcome offer, no terms), which keeps the list and leaves the offer to the rules.
  kind: z.unknown().optional().transform(readKind),
  significantTerms: z.unknown().optional().transform(readSignificantTerms),
});

export const promotionListSchema = z.object({
  items: z.array(promotionSummarySchema),
});

export const promotionDetailSchema = promotionSummarySchema.extend({
  body: z.string(),
  terms: z.string(),
  published: z.boolean(),
});

export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;
