import type { Culture, Site } from './site-schema.ts';

export interface CultureResolution {
  culture: Culture;
  /** The path with the culture prefix removed; always starts with '/' unless the input was just the prefix. */
  rest: string;
}

/** Locale prefix → culture; the prefix is removed before route matching. */
export function resolveCulture(site: Pick<Site, 'cultures'>, pathname: string): CultureResolution {
  for (const culture of site.cultures) {
    if (culture.route === '') continue;
    if (pathname === culture.route || pathname.startsWith(`${culture.route}/`)) {
      return { culture, rest: pathname.slice(culture.route.length) };
    }
  }
  const fallback = site.cultures[0];
  if (!fallback) throw new Error('site has no cultures');
  return { culture: fallback, rest: pathname };
}
