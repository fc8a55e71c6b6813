import { alternatesFor, type Alternate } from '@mc/sites/alternates';
import { hrefDynamic } from '@mc/sites/href';
import { siteOrigin } from '@mc/sites/resolve-site';
import { ROUTES } from '@mc/sites/routes';
import type { Site } from '@mc/sites/site-schema';

export interface SitemapEntry {
  loc: string;
  alternates: Alternate[];
}

/** Every site-map route (siteMapType static) in every culture of the site, with its alternates. */
export function sitemapEntries(sites: readonly Site[], site: Site): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const culture of site.cultures) {
    for (const route of ROUTES.values()) {
      if (route.siteMapType !== 'static' || !route.patterns.has(culture.code)) continue;
      entries.push({
        loc: hrefDynamic({ route: route.key, culture, origin: siteOrigin(site) }),
        alternates: alternatesFor(sites, route.key),
      });
    }
  }
  return entries;
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
