import { DEFAULT_SITES } from '@mc/sites/default-sites';
import type { CultureCode } from '@mc/sites/culture-codes';
import { newRequestState } from '../../lib/app-context.ts';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';

type CacheGet = (key: string) => Promise<{ data: unknown; status: 'fresh' }>;

/**
 * A request context of the culture's site for the games loaders' tests: its data cache answers
 * through `get` (which sees each request's cache key), and `warnings` records what was logged.
 */
export function fakeSiteApiContext(code: CultureCode, get: CacheGet) {
  const site = DEFAULT_SITES.find((s) => s.cultures.some((c) => c.code === code))!;
  const warnings: { message: string; data?: Record<string, unknown> }[] = [];
  const ctx: SiteApiContext = {
    site,
    culture: site.cultures.find((c) => c.code === code)!,
    config: { mode: 'production', imageCdn: null } as unknown as SiteApiContext['config'],
    services: {
      dataCache: { get } as unknown as SiteApiContext['services']['dataCache'],
      logger: { debug() {}, info() {}, error() {}, warn: (message, data) => warnings.push({ message, data }) },
    },
    state: newRequestState(),
  };
  return { ctx, warnings };
}
