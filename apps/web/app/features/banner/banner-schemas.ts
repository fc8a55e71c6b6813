import { z } from 'zod';

export const bannerSlideSchema = z.object({
  section: z.string(),
  terms: z.string(),
  cta: z.string(),
  ctaLink: z.string(),
  alt: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});

/** Banner config of a route (spec/catalogue.md section 3), as the site API sends it. */
export const bannerConfigSchema = z.object({
  routeKey: z.string(),
  section: z.string(),
  terms: z.string(),
  cta: z.string(),
  ctaLink: z.string(),
  alt: z.string(),
  disabled: z.boolean(),
  culturesDisabled: z.array(z.string()),
  autoSlideDesktop: z.boolean(),
  autoSlideMobile: z.boolean(),
  interval: z.number().int().nonnegative(),
  slides: z.array(bannerSlideSchema),
  culturesSlides: z.record(z.string(), z.array(bannerSlideSchema)),
  media: z.object({ ver: z.string(), gameSlugParam: z.boolean() }),
});

export const btTextSchema = z.object({ code: z.string(), pageTitle: z.string(), cta: z.string(), terms: z.string(), ctaLink: z.string() }).nullable();

export type BannerSlide = z.infer<typeof bannerSlideSchema>;
export type BannerConfig = z.infer<typeof bannerConfigSchema>;
export type BtText = NonNullable<z.infer<typeof btTextSchema>>;
