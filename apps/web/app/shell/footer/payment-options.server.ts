import { z } from 'zod';
import { imageUrl } from '../../lib/media/image-url.ts';
import { cachedGet } from '../../lib/site-api/cached-get.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';

/** Spec field names (spec/catalogue.md section 3). */
export const paymentOptionSchema = z.object({
  key: z.string(),
  name: z.string(),
  slug: z.string(),
  has_info: z.boolean(),
  light_img_url: z.string(),
  dark_img_url: z.string(),
});

export interface FooterPaymentLogo {
  key: string;
  name: string;
  /** The logo for dark backgrounds (the site's). */
  src: string;
}

/** Payment logos for the footer (empty list when the back end fails). */
export async function footerPaymentLogos(ctx: SiteApiContext): Promise<FooterPaymentLogo[]> {
  const result = await cachedGet(ctx, {
    path: 'v1/feeds/payment-options',
    query: { culture: ctx.culture.code },
    schema: z.array(paymentOptionSchema),
    fallback: [],
    entity: 'payments',
  });
  const base = { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost };
  return result.data.flatMap((option) => {
    const src = imageUrl(option.dark_img_url, base);
    return src ? [{ key: option.key, name: option.name, src }] : [];
  });
}
