import { tryHref } from '@mc/sites/href';
import { siteOrigin } from '@mc/sites/resolve-site';
import type { Site } from '@mc/sites/site-schema';
import { marketCulture, type BonusMarket } from './bonus-policy.ts';

export interface BonusLink {
  market: string;
  name: string;
  href: string;
}

/**
 * Links to the bonus policy as published for other markets: each on its own site, with its
 * culture's locale prefix (e.g. /en-IN/bonus-policy/), built by href().
 */
export function bonusPolicyLinks(sites: readonly Site[], markets: readonly BonusMarket[], currentCulture: string): BonusLink[] {
  const links: BonusLink[] = [];
  const seen = new Set<string>();
  for (const market of markets) {
    const code = marketCulture(market.code);
    if (!code || code === currentCulture || seen.has(code)) continue;
    const site = sites.find((candidate) => candidate.cultures.some((culture) => culture.code === code));
    const culture = site?.cultures.find((candidate) => candidate.code === code);
    if (!site || !culture) continue;
    const href = tryHref({ route: 'bonus', culture, origin: siteOrigin(site) });
    if (!href) continue;
    seen.add(code);
    links.push({ market: market.code, name: market.name, href });
  }
  return links;
}
