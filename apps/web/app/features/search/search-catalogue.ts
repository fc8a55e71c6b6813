import { tryHref, type CultureRef } from '@mc/sites/href';
import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';
import { APOSTROPHES, normalizeTerm } from './search-words.ts';
import type { SearchGame } from './search-index.ts';

/** The format's version: in the catalogue and in its URL, so no cache answers one format's URL with another's. */
export const CATALOGUE_FORMAT = 2;

/**
 * The catalogue as shipped to the browser (/__search/<culture>), shaped for gzip at 5,000
 * games: one column per field (gzip finds a column's repeats, rows would interleave them);
 * providers, themes and route keys listed once and referred to by index; slugs and
 * thumbnails left out where they follow from the name or one pattern. Games come most popular
 * first, so a game's position is its popularity rank and costs no bytes.
 */
export interface CompactCatalogue {
  v: typeof CATALOGUE_FORMAT;
  providers: string[];
  themes: string[];
  routes: string[];
  thumb: { prefix: string; suffix: string };
  names: string[];
  /** Per game: '' where the slug is slugOf(name), '-x' where it is slugOf(name) + '-x', else the slug. */
  slugs: string[];
  provider: number[];
  theme: number[];
  route: number[];
  /** Thumbnails that break the pattern, by game position. */
  thumbs: Record<number, string>;
}

/** The slug a name would have: what most games' slugs are, so most are not shipped. */
export function slugOf(name: string): string {
  return normalizeTerm(name)
    .replace(APOSTROPHES, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function slugCode(slug: string, name: string): string {
  const derived = slugOf(name);
  if (slug === derived) return '';
  // Slugs start with a letter or digit, so a leading '-' can only mean "suffix".
  return derived && slug.startsWith(`${derived}-`) ? slug.slice(derived.length) : slug;
}

function slugFrom(code: string, name: string): string {
  if (code === '') return slugOf(name);
  return code.startsWith('-') ? `${slugOf(name)}${code}` : code;
}

export function compactCatalogue(entries: readonly CatalogueEntry[]): CompactCatalogue {
  // Most popular first; equal popularity keeps the back end's order (sort is stable).
  const games = [...entries].sort((a, b) => b.popularity - a.popularity);
  const lists = { providers: [] as string[], themes: [] as string[], routes: [] as string[] };
  const seen = new Map<string[], Map<string, number>>();
  const indexIn = (list: string[], value: string) => {
    let known = seen.get(list);
    if (!known) seen.set(list, (known = new Map()));
    let at = known.get(value);
    if (at === undefined) known.set(value, (at = list.push(value) - 1));
    return at;
  };
  const sample = games[0];
  const at = sample ? sample.thumbnail.indexOf(sample.slug) : -1;
  const thumb =
    sample && at >= 0 ? { prefix: sample.thumbnail.slice(0, at), suffix: sample.thumbnail.slice(at + sample.slug.length) } : { prefix: '', suffix: '' };
  const thumbs: Record<number, string> = {};
  games.forEach((game, index) => {
    if (game.thumbnail !== `${thumb.prefix}${game.slug}${thumb.suffix}`) thumbs[index] = game.thumbnail;
  });
  return {
    v: CATALOGUE_FORMAT,
    ...lists,
    thumb,
    names: games.map((game) => game.name),
    slugs: games.map((game) => slugCode(game.slug, game.name)),
    provider: games.map((game) => indexIn(lists.providers, game.provider)),
    theme: games.map((game) => indexIn(lists.themes, game.theme)),
    route: games.map((game) => indexIn(lists.routes, game.routeKey)),
    thumbs,
  };
}

/** Back to search entries, most popular first, with each game's URL built by href() in the visitor's culture. */
export function expandCatalogue(compact: CompactCatalogue, culture: CultureRef): SearchGame[] {
  // Another format (a cache still holding an older one): search says it is unavailable rather than guess.
  if (compact?.v !== CATALOGUE_FORMAT || !Array.isArray(compact.names)) throw new Error('search catalogue: unknown format');
  return compact.names.flatMap((name, index) => {
    const slug = slugFrom(compact.slugs[index] ?? '', name);
    const href = tryHref({ route: compact.routes[compact.route[index] ?? -1] ?? '', culture, params: { gameSlug: slug } });
    if (!href || !slug) return [];
    return [
      {
        slug,
        name,
        provider: compact.providers[compact.provider[index] ?? -1] ?? '',
        theme: compact.themes[compact.theme[index] ?? -1] ?? '',
        href,
        thumbnail: compact.thumbs[index] ?? `${compact.thumb.prefix}${slug}${compact.thumb.suffix}`,
      },
    ];
  });
}
