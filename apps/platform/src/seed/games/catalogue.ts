import { createRandom } from '../../lib/prng.ts';
import { reservedSegments, SLUG_PATTERN } from '../../lib/reserved-slugs.ts';
import { slugify } from '../../lib/slugify.ts';
import { CATEGORY_PLANS, routeKeyFor } from './categories.ts';
import { PROVIDERS } from './providers.ts';
import type { GameSeed } from './types.ts';

const SEED = 20250601;
/** Releases are spread over 2022-01-01 … 2025-05-31; the last 90 days of that count as new. */
const FIRST_RELEASE = Date.UTC(2022, 0, 1);
const LAST_RELEASE = Date.UTC(2025, 4, 31);
const NEW_SINCE = LAST_RELEASE - 90 * 86_400_000;
/** Drafts: published = false, reachable only through previews. */
const DRAFT_EVERY = 60;

let cached: GameSeed[] | undefined;

/** The deterministic game catalogue (same ids, slugs and numbers on every run). */
export function buildCatalogue(): GameSeed[] {
  if (cached) return cached;
  const random = createRandom(SEED);
  const reserved = reservedSegments();
  const slugs = new Set<string>();
  const games: GameSeed[] = [];
  const studios = PROVIDERS.filter((provider) => !provider.live);
  const liveStudios = PROVIDERS.filter((provider) => provider.live);

  for (const plan of CATEGORY_PLANS) {
    const planNames = plan.names(random).slice(0, plan.count);
    if (planNames.length < plan.count) throw new Error(`${plan.category}: only ${planNames.length} names for ${plan.count} games`);
    for (const name of planNames) {
      let slug = slugify(name);
      // A slug must never equal a static route segment ("roulette", "megaways" …) nor repeat.
      if (reserved.has(slug) || slugs.has(slug)) slug = `${slug}-game`;
      if (!SLUG_PATTERN.test(slug) || reserved.has(slug) || slugs.has(slug)) throw new Error(`bad game slug '${slug}'`);
      slugs.add(slug);
      const provider = random.pick(plan.live ? liveStudios : studios);
      const released = FIRST_RELEASE + Math.floor(random.next() * (LAST_RELEASE - FIRST_RELEASE));
      const params = plan.params(random);
      const id = games.length + 1;
      const popularity = random.int(1, 10000);
      const rated = random.chance(0.5);
      games.push({
        id,
        slug,
        name,
        category: plan.category,
        routeKey: routeKeyFor(plan.category, plan.live),
        providerSlug: provider.slug,
        providerName: provider.name,
        live: plan.live,
        published: id % DRAFT_EVERY !== 0,
        releasedOn: new Date(released).toISOString().slice(0, 10),
        popularity,
        plays: Math.round(popularity * (50 + random.next() * 100)),
        theme: random.pick(plan.themes),
        params,
        badges: {
          slingoOriginal: plan.category === 'slingo' && random.chance(0.6),
          rating: rated ? { value: Math.round((3.4 + random.next() * 1.6) * 10) / 10, count: random.int(12, 4000) } : null,
          popular: popularity > 8500,
          new: released >= NEW_SINCE,
          jackpot: params.jackpot === true || params.bingoJackpot === true,
          liveDealer: plan.live,
        },
      });
    }
  }
  cached = games;
  return games;
}
