import type { CompiledRoute } from '@mc/sites/compile-routes';

/** A plausible value per parameter name, for requests to parameterised routes. */
const SAMPLE: Record<string, string> = {
  gameSlug: 'sample-game',
  countrySlug: 'france',
  paymentSlug: 'sample-payment',
  promotionSlug: 'sample-promotion',
  slug: 'weekly-race',
  tagSlug: 'sample-tag',
  postSlug: 'sample-post',
};

export function sampleParams(route: CompiledRoute): Record<string, string> {
  return Object.fromEntries(route.paramNames.map((name) => [name, SAMPLE[name] ?? '1']));
}
