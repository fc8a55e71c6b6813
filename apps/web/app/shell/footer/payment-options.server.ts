import { loadPaymentOptions } from '../../features/payments/index.server.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';

export interface FooterPaymentLogo {
  key: string;
  name: string;
  /** The logo for dark backgrounds (the site's). */
  src: string;
}

/** Payment logos for the footer (empty when the back end fails). */
export async function footerPaymentLogos(ctx: SiteApiContext): Promise<FooterPaymentLogo[]> {
  return (await loadPaymentOptions(ctx)).map((option) => ({ key: option.key, name: option.name, src: option.darkSrc }));
}
