import type { Site } from '@mc/sites/site-schema';

type SiteCultures = Pick<Site, 'localCode' | 'cultures'>;

/** The site whose pages registered the worker (`brand` of its URL); the first site for an unknown brand. */
const registeringSite = (sites: readonly SiteCultures[], brand: string | null) => sites.find((candidate) => candidate.localCode === brand) ?? sites[0];

/** The cultures whose offline pages the registering site's worker keeps. */
export const brandCultures = (sites: readonly SiteCultures[], brand: string | null): string[] =>
  registeringSite(sites, brand)?.cultures.map((culture) => culture.code) ?? [];

/**
 * Which culture's offline page a URL gets: by locale prefix among the registering site's
 * cultures, else that site's default culture. `brand` comes from the registration URL.
 */
export function offlineCulture(sites: readonly SiteCultures[], brand: string | null, pathname: string): string {
  const site = registeringSite(sites, brand);
  if (!site) return 'en-GB';
  const prefixed = site.cultures.find((culture) => culture.route !== '' && (pathname === culture.route || pathname.startsWith(`${culture.route}/`)));
  return (prefixed ?? site.cultures[0])?.code ?? 'en-GB';
}

export const offlinePageUrl = (culture: string) => `/static/offline/${culture}.html`;

/**
 * The build's precache list as one site's visitors need it: the offline pages of that site's
 * cultures only. The worker is one file for every site, and installing it fetched the offline
 * page of all fifteen cultures (a Spanish visitor's phone downloaded fourteen it can never show).
 */
export function precacheForBrand<Entry extends string | { url: string }>(
  entries: readonly Entry[],
  sites: readonly SiteCultures[],
  brand: string | null,
): Entry[] {
  const offlinePages = new Set(sites.flatMap((site) => site.cultures.map((culture) => offlinePageUrl(culture.code))));
  const kept = new Set(brandCultures(sites, brand).map(offlinePageUrl));
  return entries.filter((entry) => {
    // The manifest's URLs are relative to the worker's scope ("static/offline/es.html").
    const url = `/${(typeof entry === 'string' ? entry : entry.url).replace(/^\//, '')}`;
    return !offlinePages.has(url) || kept.has(url);
  });
}
