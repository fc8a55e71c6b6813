import type { CultureCode } from './culture-codes.ts';
import { DEFAULT_MESSAGES_LOCALE } from './culture-codes.ts';
import { hrefDynamic } from './href.ts';
import { siteOrigin } from './resolve-site.ts';
import { routeExists } from './routes.ts';
import type { Culture, Site } from './site-schema.ts';

export interface Alternate {
  /** BCP 47 tag for hreflang; en-ROW is shown as en (spec/shell.md section 1). */
  hreflang: string;
  href: string;
}

export function hreflangOf(culture: Pick<Culture, 'code' | 'locale'>): string {
  return culture.locale === 'en-ROW' ? 'en' : culture.code;
}

/**
 * Fully qualified URLs of a route in every culture (on every site) where it exists, plus one
 * x-default: the default site's default culture, else en-GB, else the first one. The same
 * list is produced from any of the pages, so alternates are reciprocal.
 */
export function alternatesFor(
  sites: readonly Site[],
  route: string,
  params: Readonly<Record<string, string>> = {},
  include: (culture: CultureCode) => boolean = () => true,
): Alternate[] {
  const list: (Alternate & { code: CultureCode; isDefault: boolean })[] = [];
  for (const site of sites) {
    site.cultures.forEach((culture, index) => {
      if (!routeExists(route, culture.code) || !include(culture.code)) return;
      list.push({
        hreflang: hreflangOf(culture),
        href: hrefDynamic({ route, culture, params, origin: siteOrigin(site) }),
        code: culture.code,
        isDefault: site.isDefault && index === 0,
      });
    });
  }
  if (list.length === 0) return [];
  const xDefault = list.find((entry) => entry.isDefault) ?? list.find((entry) => entry.code === DEFAULT_MESSAGES_LOCALE) ?? list[0]!;
  return [...list.map(({ hreflang, href: url }) => ({ hreflang, href: url })), { hreflang: 'x-default', href: xDefault.href }];
}
