import type { CompiledRoute } from '@mc/sites/compile-routes';
import type { CultureCode } from '@mc/sites/culture-codes';

/** Real slugs from the seeded reference platform, per culture, for parameterised routes. */
export interface SeedSamples {
  games: Partial<Record<CultureCode, Record<string, string>>>;
}

const FALLBACK: Record<string, string> = {
  countrySlug: 'france',
  paymentSlug: 'sample-payment',
  promotionSlug: 'sample-promotion',
  slug: 'weekly-race',
  tagSlug: 'sample-tag',
  postSlug: 'sample-post',
};

/** One game per game route and culture, read from the platform's search catalogue. */
export async function loadSeedSamples(platformOrigin: string, cultures: readonly { code: CultureCode; site: string }[]): Promise<SeedSamples> {
  const games: SeedSamples['games'] = {};
  for (const { code, site } of cultures) {
    const response = await fetch(`${platformOrigin}/sites/${site.toLowerCase()}/v1/games/extended?culture=${code}`);
    const body = (await response.json()) as { games: { slug: string; routeKey: string }[] };
    const byRoute: Record<string, string> = {};
    for (const game of body.games) byRoute[game.routeKey] ??= game.slug;
    games[code] = byRoute;
  }
  return { games };
}

export function sampleParams(route: CompiledRoute, culture: CultureCode, samples?: SeedSamples): Record<string, string> {
  return Object.fromEntries(
    route.paramNames.map((name) => [name, name === 'gameSlug' ? (samples?.games[culture]?.[route.key] ?? 'sample-game') : (FALLBACK[name] ?? '1')]),
  );
}
