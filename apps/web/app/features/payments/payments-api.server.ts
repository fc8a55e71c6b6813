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

export const paymentInfoSchema = paymentOptionSchema.omit({ has_info: true }).extend({
  currency: z.string(),
  minDeposit: z.number(),
  maxDeposit: z.number(),
  minWithdrawal: z.number().nullable(),
  maxWithdrawal: z.number().nullable(),
  depositTime: z.string(),
  withdrawalTime: z.string().nullable(),
  fees: z.string(),
  body: z.string(),
});

/** Built once: cached-get.server.ts keeps a body's validation per schema object, so a schema made per call validated every request. */
const paymentOptionListSchema = z.array(paymentOptionSchema);
const paymentInfoOrNull = paymentInfoSchema.nullable();

export interface PaymentOptionView {
  key: string;
  name: string;
  slug: string;
  hasInfo: boolean;
  /** Logo for light backgrounds, and for dark ones (the site's). */
  lightSrc: string;
  darkSrc: string;
}

export type PaymentInfo = Omit<z.infer<typeof paymentInfoSchema>, 'light_img_url' | 'dark_img_url'> & { lightSrc: string; darkSrc: string };

/** The culture's payment options, logos made absolute; an empty list when the back end fails (spec fallback). */
export async function loadPaymentOptions(ctx: SiteApiContext): Promise<PaymentOptionView[]> {
  const result = await cachedGet(ctx, {
    path: 'v1/feeds/payment-options',
    query: { culture: ctx.culture.code },
    schema: paymentOptionListSchema,
    fallback: [],
    entity: 'payments',
  });
  const base = { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost };
  return result.data.flatMap((option) => {
    const lightSrc = imageUrl(option.light_img_url, base);
    const darkSrc = imageUrl(option.dark_img_url, base);
    return lightSrc && darkSrc ? [{ key: option.key, name: option.name, slug: option.slug, hasInfo: option.has_info, lightSrc, darkSrc }] : [];
  });
}

export async function loadPaymentInfo(ctx: SiteApiContext, slug: string): Promise<{ status: 'fresh' | 'not-found' | 'fallback'; info: PaymentInfo | null }> {
  const result = await cachedGet(ctx, {
    path: `v1/feeds/payment-options/${encodeURIComponent(slug)}`,
    query: { culture: ctx.culture.code },
    schema: paymentInfoOrNull,
    fallback: null,
    entity: 'payments',
  });
  if (!result.data) return { status: result.status, info: null };
  const base = { imageCdn: ctx.config.imageCdn, apiHost: ctx.site.apiHost };
  const { light_img_url, dark_img_url, ...rest } = result.data;
  return { status: result.status, info: { ...rest, lightSrc: imageUrl(light_img_url, base) ?? '', darkSrc: imageUrl(dark_img_url, base) ?? '' } };
}
