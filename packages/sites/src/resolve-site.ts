import type { Site } from './site-schema.ts';

function stripPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

/**
 * Host header → site: the production host or an alias (with or without port), then
 * `{localCode lowercased}.localhost` on any port; anything else gets the default site.
 */
export function resolveSite(sites: readonly Site[], hostHeader: string | null | undefined): Site {
  const host = (hostHeader ?? '').trim().toLowerCase().replace(/\.$/, '');
  const bare = stripPort(host);
  for (const site of sites) {
    const names = [site.host, ...site.aliases];
    if (names.includes(host) || names.some((name) => stripPort(name) === bare)) return site;
  }
  for (const site of sites) {
    if (bare === `${site.localCode.toLowerCase()}.localhost`) return site;
  }
  const fallback = sites.find((site) => site.isDefault) ?? sites[0];
  if (!fallback) throw new Error('no sites configured');
  return fallback;
}

/** `https://host` of a site, or http for local hosts (`*.localhost`, loopback). */
export function siteOrigin(site: Pick<Site, 'host'>): string {
  const bare = stripPort(site.host);
  const local = bare === 'localhost' || bare.endsWith('.localhost') || bare === '127.0.0.1';
  return `${local ? 'http' : 'https'}://${site.host}`;
}
