import type { Alternate } from '@mc/sites/alternates';

export interface SitemapUrl {
  loc: string;
  lastmod: string;
  alternates: Alternate[];
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => {
    const links = url.alternates
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${escapeXml(url.loc)}</loc>\n    <lastmod>${escapeXml(url.lastmod)}</lastmod>\n${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(files: readonly { loc: string; lastmod: string }[]): string {
  const body = files.map((file) => `  <sitemap>\n    <loc>${escapeXml(file.loc)}</loc>\n    <lastmod>${escapeXml(file.lastmod)}</lastmod>\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join('\n')}\n</sitemapindex>\n`;
}
