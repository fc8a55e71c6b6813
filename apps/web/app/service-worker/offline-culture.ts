import type { Site } from '@mc/sites/site-schema';

/**
 * Which culture's offline page a URL gets: by locale prefix among the registering site's
 * cultures, else that site's default culture. `brand` comes from the registration URL.
 */
export function offlineCulture(sites: readonly Pick<Site, 'localCode' | 'cultures'>[], brand: string | null, pathname: string): string {
  const site = sites.find((candidate) => candidate.localCode === brand) ?? sites[0];
  if (!site) return 'en-GB';
  const prefixed = site.cultures.find((culture) => culture.route !== '' && (pathname === culture.route || pathname.startsWith(`${culture.route}/`)));
  return (prefixed ?? site.cultures[0])?.code ?? 'en-GB';
}

export const offlinePageUrl = (culture: string) => `/static/offline/${culture}.html`;
