import { siteOrigin as productionOrigin } from '@mc/sites/resolve-site';
import type { Site } from '@mc/sites/site-schema';
import type { PlatformConfig } from '../config.ts';
import { allowsOrigin } from '../cors-policy.ts';
import { SITES } from '../lib/markets.ts';

/**
 * Which site of the group owns a player, from the site data alone: a country that is another
 * site's `defaultCountry` (and none of this site's own, site or culture) belongs to that site
 * (a GB player on MC belongs to MCUK). Any other country stays with the site asked.
 */
export function siblingSiteFor(site: Site, country: string, sites: readonly Site[] = SITES): Site | null {
  const iso = country.toUpperCase();
  const own = new Set([site.defaultCountry, ...site.cultures.map((culture) => culture.defaultCountry)]);
  if (own.has(iso)) return null;
  return sites.find((other) => other.localCode !== site.localCode && other.defaultCountry === iso) ?? null;
}

/** The site that owns an account: its sibling by country if any, else the site it lives on. */
export function owningSite(accountSite: Site, country: string, sites: readonly Site[] = SITES): Site {
  return siblingSiteFor(accountSite, country, sites) ?? accountSite;
}

/**
 * spec/shell.md section 4: a Canadian player outside Ontario lifts an Ontario region restriction.
 * Only a Canadian address with a known province other than ON says so.
 */
export function notOntario(country: string, province: string | null): boolean {
  return country.toUpperCase() === 'CA' && province !== null && province !== '' && normalizeProvince(province) !== 'ON';
}

/** `ON`, `on` and `CA-ON` are the same province. */
export function normalizeProvince(province: string): string {
  return province.trim().toUpperCase().replace(/^CA-/, '');
}

/**
 * Where the player's site lives, for links the platform writes (reset links, "log in" links,
 * the play platform's way back): the origin the player actually came from when known and
 * allowed, else the local site port of `npm start`, else the site's production host.
 */
export function siteOriginOf(site: Site, config: PlatformConfig, cameFrom?: string | null): string {
  if (cameFrom && allowsOrigin(config.cors, cameFrom)) return cameFrom;
  if (config.sitesLocalPort !== undefined) return `http://${site.localCode.toLowerCase()}.localhost:${config.sitesLocalPort}`;
  return productionOrigin(site);
}

/** The `Origin` of a request when it is one of the sites' own origins, else null. */
export function allowedOrigin(config: PlatformConfig, origin: string | undefined): string | null {
  return origin !== undefined && allowsOrigin(config.cors, origin) ? origin : null;
}
