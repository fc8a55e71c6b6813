// The pages measured, with real slugs taken from the platform and URLs built by href() (the
// only place site URLs are built), so they follow the route table.
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { tryHref } from '@mc/sites/href';
import type { Culture, Site } from '@mc/sites/site-schema';
import { getJson } from './http-get.ts';

export interface Page {
  /** Page type as printed: home, category, game, blog post… */
  type: string;
  site: string;
  path: string;
}

interface GamesByGroups {
  groups: { games: { slug: string; routeKey: string }[] }[];
}
interface LatestPosts {
  items: { slug: string; tag: { slug: string } }[];
}

function siteByCode(code: string): { site: Site; culture: Culture } {
  const site = DEFAULT_SITES.find((s) => s.localCode === code);
  if (!site || !site.cultures[0]) throw new Error(`unknown site ${code}`);
  return { site, culture: site.cultures[0] };
}

/** A site's pages of the given types (types its culture lacks are left out). */
export async function pagesOf(platformOrigin: string, code: string, types: readonly string[]): Promise<Page[]> {
  const { culture } = siteByCode(code);
  const api = `${platformOrigin}/sites/${code.toLowerCase()}/v1`;
  const pages: Page[] = [];
  const add = (type: string, route: string, params?: Record<string, string>) => {
    const path = tryHref({ route, culture, params });
    if (path) pages.push({ type, site: code, path });
  };
  for (const type of types) {
    if (type === 'home') add(type, 'home');
    if (type === 'category') add(type, 'onlineSlots');
    if (type === 'help') add(type, 'help');
    if (type === 'promotions') add(type, 'promotions');
    if (type === 'game') {
      const games = await getJson<GamesByGroups>(`${api}/games/by-groups?culture=${culture.code}&groups=most_popular&limit=1`);
      const game = games.groups[0]?.games[0];
      if (game) add(type, game.routeKey, { gameSlug: game.slug });
    }
    if (type === 'blog post' && tryHref({ route: 'blog', culture })) {
      const posts = await getJson<LatestPosts>(`${api}/blog/posts/latest?culture=${culture.code}&limit=1`);
      const post = posts.items[0];
      if (post) add(type, 'blogPost', { tagSlug: post.tag.slug, postSlug: post.slug });
    }
  }
  return pages;
}

/** The bench's four MCUK pages. */
export const BENCH_TYPES = ['home', 'category', 'game', 'blog post'] as const;

/** The soak's mixed set: every site, the page types each of its cultures has. */
export async function soakPages(platformOrigin: string): Promise<Page[]> {
  const types = ['home', 'category', 'game', 'help', 'promotions', 'blog post'];
  const all = await Promise.all(DEFAULT_SITES.map((site) => pagesOf(platformOrigin, site.localCode, types)));
  return all.flat();
}

/** The Host header that selects a site on the local-hosts preset (any port works). */
export function hostOf(site: string, port: number): string {
  return `${site.toLowerCase()}.localhost:${port}`;
}
