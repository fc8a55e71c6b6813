import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { match } from '@mc/sites/match';
import type { Culture, Site } from '@mc/sites/site-schema';
import { httpGet } from './http-get.ts';
import { decodeEntities, pageText } from './page-text.ts';

/** One page of a culture as a check sees it: its HTML and its visible text (page-text.ts). */
export interface CrawledPage {
  site: Site;
  culture: Culture;
  /** Path and query on the site's host. */
  url: string;
  routeKey: string;
  contentType: string;
  params: Readonly<Record<string, string>>;
  html: string;
  text: string;
}

/** A check: one readable line per problem found on the page, none when it is fine. */
export type PageCheck = (page: CrawledPage) => string[];

export interface CrawlOptions {
  port: number;
  /** Cultures to crawl (all by default). */
  cultures?: (culture: Culture) => boolean;
  /**
   * Game pages: every one linked, or, for a crawl that fits the test budget, the first game
   * linked from each game-category page (one game per category per culture).
   */
  games: 'all' | 'one-per-category';
  /** Pages no link leads to (restricted pages), requested as well. */
  extraPaths?: (culture: Culture) => readonly string[];
  /** Requests in flight at once, over all cultures. */
  concurrency?: number;
  checks: readonly PageCheck[];
  /** Sees every page after the checks: for checks across pages (the same game in every culture). */
  onPage?: (page: CrawledPage) => void;
}

/** A failed request or a check's finding, on one page. */
export interface Finding {
  culture: string;
  url: string;
  finding: string;
}

export interface CrawlReport {
  pages: number;
  gamePages: number;
  perCulture: Record<string, number>;
  findings: Finding[];
  ms: number;
}

/**
 * Findings grouped by what was found: a footer's mistake is one line with its page count and
 * a first page, not one line per page.
 */
export function summariseFindings(findings: readonly Finding[]): string[] {
  const groups = new Map<string, Finding[]>();
  for (const item of findings) groups.set(item.finding, [...(groups.get(item.finding) ?? []), item]);
  return [...groups].map(([finding, where]) => {
    const cultures = [...new Set(where.map((item) => item.culture))].join(', ');
    return `${finding} — ${where.length} page(s) of ${cultures}, e.g. ${where[0]!.url}`;
  });
}

/** A tiny semaphore: at most `limit` tasks at once. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const hostOf = (site: Site, port: number) => `${site.localCode.toLowerCase()}.localhost:${port}`;

/** Same-site links of a page, as paths with their query, resolved against the page's URL. */
export function linksOf(html: string, host: string, from: string): string[] {
  const links: string[] = [];
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    let url: URL;
    try {
      url = new URL(decodeEntities(raw!), `http://${host}${from}`);
    } catch {
      continue;
    }
    if (url.host === host && url.protocol === 'http:') links.push(url.pathname + url.search);
  }
  return links;
}

/**
 * Breadth-first from each culture's home page, following links into the same culture only
 * (the international site hosts six cultures under path prefixes), running every check on
 * every HTML page. Pages that are not HTML (feeds, sitemaps) are not checked.
 */
export async function crawlCultures(options: CrawlOptions): Promise<CrawlReport> {
  const started = Date.now();
  const run = limiter(options.concurrency ?? 6);
  const findings: Finding[] = [];
  const perCulture: Record<string, number> = {};
  let gamePages = 0;

  const crawlCulture = async (site: Site, culture: Culture) => {
    const host = hostOf(site, options.port);
    const home = `${culture.route}/`;
    const seen = new Set<string>([home, ...(options.extraPaths?.(culture) ?? [])]);
    const sampledCategories = new Set<string>();
    let frontier = [...seen];
    while (frontier.length > 0) {
      const next: string[] = [];
      await Promise.all(
        frontier.map((url) =>
          run(async () => {
            const found = match(site, url.split('?')[0]!);
            if (found.kind !== 'page' || found.culture.code !== culture.code) return;
            const response = await httpGet(options.port, host, url, { 'accept-encoding': 'identity' });
            if (response.status !== 200) {
              findings.push({ culture: culture.code, url, finding: `status ${response.status}` });
              return;
            }
            if (!String(response.headers['content-type'] ?? '').includes('text/html')) return;
            const page: CrawledPage = {
              site,
              culture,
              url,
              routeKey: found.route.key,
              contentType: found.route.definition.contentType,
              params: found.params,
              html: response.body,
              text: pageText(response.body),
            };
            perCulture[culture.code] = (perCulture[culture.code] ?? 0) + 1;
            if (page.contentType === 'game') gamePages++;
            for (const check of options.checks) for (const finding of check(page)) findings.push({ culture: culture.code, url, finding });
            options.onPage?.(page);
            let sampled = false;
            for (const link of linksOf(response.body, host, url)) {
              if (seen.has(link)) continue;
              const target = match(site, link.split('?')[0]!);
              if (target.kind !== 'page' || target.culture.code !== culture.code) continue;
              if (target.route.definition.contentType === 'game' && options.games === 'one-per-category') {
                if (sampled || page.contentType !== 'game-category' || sampledCategories.has(page.routeKey)) continue;
                sampled = true;
                sampledCategories.add(page.routeKey);
              }
              seen.add(link);
              next.push(link);
            }
          }),
        ),
      );
      frontier = next;
    }
  };

  const cultures = DEFAULT_SITES.flatMap((site) =>
    site.cultures.filter((culture) => options.cultures?.(culture) ?? true).map((culture) => ({ site, culture })),
  );
  await Promise.all(cultures.map(({ site, culture }) => crawlCulture(site, culture)));
  const pages = Object.values(perCulture).reduce((sum, count) => sum + count, 0);
  return { pages, gamePages, perCulture, findings, ms: Date.now() - started };
}
