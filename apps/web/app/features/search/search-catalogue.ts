import { tryHref, type CultureRef } from '@mc/sites/href';
import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';
import type { SearchGame } from './search-index.ts';

/**
 * The catalogue as shipped to the browser: providers and route keys listed once, and
 * thumbnails that follow one pattern reduced to it, so 5,000 games stay small.
 */
export interface CompactCatalogue {
  v: 1;
  providers: string[];
  routes: string[];
  thumb: { prefix: string; suffix: string };
  /** [slug, name, provider index, route index, thumbnail when it breaks the pattern] */
  games: [string, string, number, number, string | null][];
}

export function compactCatalogue(entries: readonly CatalogueEntry[]): CompactCatalogue {
  const providers: string[] = [];
  const routes: string[] = [];
  const indexOf = (list: string[], value: string) => {
    let at = list.indexOf(value);
    if (at < 0) at = list.push(value) - 1;
    return at;
  };
  const sample = entries[0];
  const at = sample ? sample.thumbnail.indexOf(sample.slug) : -1;
  const thumb =
    sample && at >= 0 ? { prefix: sample.thumbnail.slice(0, at), suffix: sample.thumbnail.slice(at + sample.slug.length) } : { prefix: '', suffix: '' };
  return {
    v: 1,
    providers,
    routes,
    thumb,
    games: entries.map((entry) => [
      entry.slug,
      entry.name,
      indexOf(providers, entry.provider),
      indexOf(routes, entry.routeKey),
      entry.thumbnail === `${thumb.prefix}${entry.slug}${thumb.suffix}` ? null : entry.thumbnail,
    ]),
  };
}

/** Back to search entries, with each game's URL built by href() in the visitor's culture. */
export function expandCatalogue(compact: CompactCatalogue, culture: CultureRef): SearchGame[] {
  return compact.games.flatMap(([slug, name, provider, route, thumbnail]) => {
    const href = tryHref({ route: compact.routes[route] ?? '', culture, params: { gameSlug: slug } });
    if (!href) return [];
    return [{ slug, name, provider: compact.providers[provider] ?? '', href, thumbnail: thumbnail ?? `${compact.thumb.prefix}${slug}${compact.thumb.suffix}` }];
  });
}
