import type { CompiledRoute } from '@mc/sites/compile-routes';
import type { CultureCode } from '@mc/sites/culture-codes';

/** Real slugs from the seeded reference platform, per culture, for parameterised routes. */
export type SeedSamples = Partial<Record<CultureCode, Record<string, string>>>;

/** Leaderboards each site's seed holds (apps/platform/README.md, "Seed content"). */
const LEADERBOARDS: Record<string, string> = {
  mc: 'slots-race',
  mcuk: 'slots-race',
  mcde: 'slot-turnier',
  mcdk: 'slot-turnering',
  mcse: 'slot-turnering',
  mces: 'torneo-drops-and-wins',
};

async function json<T>(url: string): Promise<T | null> {
  const response = await fetch(url);
  return response.ok ? ((await response.json()) as T) : null;
}

/** One real value per parameter and culture: a game per game route, a promotion, a payment with info, a post and its tag. */
export async function loadSeedSamples(platformOrigin: string, cultures: readonly { code: CultureCode; site: string }[]): Promise<SeedSamples> {
  const samples: SeedSamples = {};
  for (const { code, site } of cultures) {
    const api = `${platformOrigin}/sites/${site.toLowerCase()}/v1`;
    const values: Record<string, string> = { slug: LEADERBOARDS[site.toLowerCase()]!, countrySlug: 'france' };
    const games = await json<{ games: { slug: string; routeKey: string }[] }>(`${api}/games/extended?culture=${code}`);
    for (const game of games?.games ?? []) values[`gameSlug:${game.routeKey}`] ??= game.slug;
    const promotions = await json<{ items: { slug: string; status: string }[] }>(`${api}/cms/promotions?culture=${code}`);
    const promotion = promotions?.items.find((item) => item.status === 'active');
    if (promotion) values.promotionSlug = promotion.slug;
    const payments = await json<{ slug: string; has_info: boolean }[]>(`${api}/feeds/payment-options?culture=${code}`);
    const payment = payments?.find((option) => option.has_info);
    if (payment) values.paymentSlug = payment.slug;
    const posts = await json<{ items: { slug: string; tag: { slug: string } }[] }>(`${api}/blog/posts/latest?culture=${code}&limit=1`);
    if (posts?.items[0]) {
      values.postSlug = posts.items[0].slug;
      values.tagSlug = posts.items[0].tag.slug;
    }
    samples[code] = values;
  }
  return samples;
}

export function sampleParams(route: CompiledRoute, culture: CultureCode, samples?: SeedSamples): Record<string, string> {
  const values = samples?.[culture] ?? {};
  return Object.fromEntries(
    route.paramNames.map((name) => [name, (name === 'gameSlug' ? values[`gameSlug:${route.key}`] : values[name]) ?? `sample-${name.toLowerCase()}`]),
  );
}
