import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, inject, it } from 'vitest';
import { readHead, type HeadInfo } from '../html-head.ts';
import { httpGet } from '../http-get.ts';

const port = inject('webPort');
const fetchUrl = (url: string) => {
  const parsed = new URL(url);
  return httpGet(port, parsed.host, parsed.pathname + parsed.search, { 'accept-encoding': 'identity' });
};
const locBlocks = (xml: string) =>
  xml
    .split('<url>')
    .slice(1)
    .map((block) => ({
      loc: /<loc>([^<]+)</.exec(block)![1]!.replace(/&#38;/g, '&'),
      alternates: [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => ({ hreflang: m[1]!, href: m[2]! })),
    }));
const key = (alternates: { hreflang: string; href: string }[]) => alternates.map((a) => `${a.hreflang} ${a.href}`).sort();

/** Required fields per JSON-LD type (Google Search Central's structured data guidance). */
const REQUIRED: Record<string, string[]> = {
  WebPage: ['name', 'url'],
  CollectionPage: ['name', 'url'],
  ItemPage: ['name', 'url'],
  ContactPage: ['name', 'url'],
  SearchResultsPage: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  Organization: ['name', 'url', 'logo'],
  VideoGame: ['name', 'url', 'description'],
  BlogPosting: ['headline', 'datePublished', 'author'],
};

describe('every page of every sitemap', () => {
  it('is indexable, canonical, with reciprocal hreflang equal to its sitemap entry, and valid JSON-LD', async () => {
    const entries: { loc: string; alternates: { hreflang: string; href: string }[] }[] = [];
    for (const site of DEFAULT_SITES) {
      const host = `${site.localCode.toLowerCase()}.localhost:${port}`;
      const index = await httpGet(port, host, '/sitemap.xml');
      for (const file of [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)) {
        entries.push(...locBlocks((await fetchUrl(file)).body));
      }
    }
    expect(entries.length).toBeGreaterThan(300);

    const heads = new Map<string, { status: number; head: HeadInfo }>();
    const load = async (url: string) => {
      if (!heads.has(url)) {
        const res = await fetchUrl(url);
        heads.set(url, { status: res.status, head: readHead(res.body) });
      }
      return heads.get(url)!;
    };
    const failures: string[] = [];
    for (let i = 0; i < entries.length; i += 16) {
      await Promise.all(entries.slice(i, i + 16).map((entry) => load(entry.loc)));
    }
    for (const entry of entries) {
      const { status, head } = await load(entry.loc);
      const fail = (message: string) => failures.push(`${entry.loc}: ${message}`);
      if (status !== 200) fail(`status ${status}`);
      if (head.canonical !== entry.loc) fail(`canonical ${head.canonical}`);
      if (head.robots?.includes('noindex')) fail('noindex');
      if (head.alternates.filter((a) => a.hreflang === 'x-default').length !== 1) fail('not exactly one x-default');
      if (key(head.alternates).join() !== key(entry.alternates).join()) fail('hreflang differs from the sitemap');
      if (!head.alternates.some((a) => a.href === entry.loc && a.hreflang !== 'x-default')) fail('no self-referencing hreflang');
      for (const alternate of head.alternates) {
        const target = await load(alternate.href);
        if (target.status !== 200) fail(`hreflang ${alternate.hreflang} → ${target.status}`);
        else if (!target.head.alternates.some((back) => back.href === entry.loc)) fail(`hreflang ${alternate.href} does not link back`);
      }
      if (head.jsonLd.length === 0) fail('no JSON-LD');
      for (const thing of head.jsonLd as Record<string, unknown>[]) {
        if (thing['@context'] !== 'https://schema.org') fail('JSON-LD without schema.org context');
        const type = String(thing['@type']);
        for (const field of REQUIRED[type] ?? ['name']) if (thing[field] === undefined || thing[field] === '') fail(`${type} lacks ${field}`);
      }
    }
    expect(failures.slice(0, 30)).toEqual([]);
  }, 180_000);
});
