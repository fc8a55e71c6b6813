/** What a page's <head> says to search engines, read with regular expressions (the markup is ours and regular). */
export interface HeadInfo {
  title: string | null;
  canonical: string | null;
  robots: string | null;
  alternates: { hreflang: string; href: string }[];
  jsonLd: unknown[];
  htmlLang: string | null;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const unescape = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

export function readHead(html: string): HeadInfo {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]);
  const canonical = links.find((tag) => attr(tag, 'rel') === 'canonical');
  const robots = metas.find((tag) => attr(tag, 'name') === 'robots');
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    canonical: canonical ? unescape(attr(canonical, 'href') ?? '') : null,
    robots: robots ? attr(robots, 'content') : null,
    alternates: links
      .filter((tag) => attr(tag, 'rel') === 'alternate' && attr(tag, 'hreflang') !== null)
      .map((tag) => ({ hreflang: attr(tag, 'hreflang')!, href: unescape(attr(tag, 'href') ?? '') })),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
    htmlLang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
  };
}
