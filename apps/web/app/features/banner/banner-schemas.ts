import { z } from 'zod';
import { readBannerOffer } from '../../lib/offers/offer-facts.ts';

/** What a banner promotes (lib/offers): absent or null for none; malformed, an offer of unknown kind the market rules refuse where they apply. */
const offer = z.unknown().optional().transform(readBannerOffer);

export const bannerSlideSchema = z.object({
  section: z.string(),
  terms: z.string(),
  cta: z.string(),
  ctaLink: z.string(),
  alt: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  offer,
});

/** Banner config of a route (spec/catalogue.md section 3), as the site API sends it. */
export const bannerConfigSchema = z.object({
  routeKey: z.string(),
  section: z.string(),
  terms: z.string(),
  cta: z.string(),
  ctaLink: z.string(),
  alt: z.string(),
  offer,
  disabled: z.boolean(),
  culturesDisabled: z.array(z.string()),
  autoSlideDesktop: z.boolean(),
  autoSlideMobile: z.boolean(),
  interval: z.number().int().nonnegative(),
  slides: z.array(bannerSlideSchema),
  culturesSlides: z.record(z.string(), z.array(bannerSlideSchema)),
  media: z.object({ ver: z.string(), gameSlugParam: z.boolean() }),
});

export const btTextSchema = z.object({ code: z.string(), pageTitle: z.string(), cta: z.string(), terms: z.string(), ctaLink: z.string(), offer }).nullable();

export type BannerSlide = z.infer<typeof bannerSlideSchema>;
export type BannerConfig = z.infer<typeof bannerConfigSchema>;
export type BtText = NonNullable<z.infer<typeof btTextSchema>>;
