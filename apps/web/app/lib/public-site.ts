import type { CultureCode } from '@mc/sites/culture-codes';
import type { Culture, Site } from '@mc/sites/site-schema';

/** The part of a site's configuration sent to the browser with every page. */
export interface PublicSite {
  localCode: Site['localCode'];
  name: string;
  origin: string;
  isDefault: boolean;
  platformUrl: string;
  socialLinks: Site['socialLinks'];
  cultures: { code: CultureCode; route: string; name: string; lang: string; hreflang: string }[];
}

/** The active culture as pages use it: formatting locale and time zone included. */
export type PageCulture = Culture & { hreflang: string };
