import { cachified } from '@epic-web/cachified';
import type { Outcome } from '../http/request-data.ts';
import type { CacheBackend } from './cache-backend.server.ts';
import { memoryBackend } from './memory-backend.server.ts';

export interface DataCacheOptions {
  /** Fresh for this long. */
  ttlMs: number;
  /** Then served stale while one background call refreshes it, for this long. */
  swrMs: number;
  /** Size of the in-process LRU (ignored with another backend, which has its own limits). */
  maxEntries: number;
  /** Another store and tag index (Redis, shared by every instance) instead of the in-process LRU. */
  backend?: CacheBackend;
}

export type CachedStatus = 'fresh' | 'not-found' | 'fallback';

export interface CachedResult<T> {
  data: T;
  /** fallback: the back end failed and nothing was cached; the page should not be kept long. */
  status: CachedStatus;
}

interface Stored<T> {
  notFound: boolean;
  data: T;
}

class FallbackError<T> extends Error {
  constructor(readonly outcome: Outcome<T>) {
    super(`fallback: ${outcome.ok ? 'ok' : outcome.reason}`);
  }
}

/**
 * Loader data cache: stale-while-revalidate over an LRU (or Redis), entries tagged (site,
 * culture, entity) for invalidation; the tag index lives beside the store, so with Redis an
 * invalidation on one instance reaches all. Answers and "not found" are cached; failures are not, so
 * a page rendered from fallbacks heals as soon as the back end is back. A stale entry is
 * served while the back end is down, until its stale window ends.
 */
export class DataCache {
  readonly backend: CacheBackend;

  constructor(private readonly options: DataCacheOptions) {
    this.backend = options.backend ?? memoryBackend(options.maxEntries, options.ttlMs + options.swrMs);
  }

  async get<T>(key: string, tags: readonly string[], fetchFresh: () => Promise<Outcome<T>>): Promise<CachedResult<T>> {
    try {
      const stored = await cachified<Stored<T>>({
        key,
        cache: this.backend.store,
        ttl: this.options.ttlMs,
        staleWhileRevalidate: this.options.swrMs,
        getFreshValue: async () => {
          const outcome = await fetchFresh();
          // Tagged before cachified writes the value, so an entry is never in the store untagged.
          if (outcome.ok) return this.remember(key, tags, { notFound: false, data: outcome.data });
          if (outcome.reason === 'not-found') return this.remember(key, tags, { notFound: true, data: outcome.data });
          throw new FallbackError(outcome);
        },
      });
      return { data: stored.data, status: stored.notFound ? 'not-found' : 'fresh' };
    } catch (error) {
      if (error instanceof FallbackError) return { data: (error.outcome as Outcome<T>).data, status: 'fallback' };
      throw error;
    }
  }

  /** Drops every entry carrying one of the tags; returns how many entries were dropped. */
  invalidate(tags: readonly string[]): Promise<number> {
    return this.backend.tags.drop(tags);
  }

  private async remember<T>(key: string, tags: readonly string[], value: Stored<T>): Promise<Stored<T>> {
    if (tags.length > 0) await this.backend.tags.add(key, tags, this.options.ttlMs + this.options.swrMs);
    return value;
  }
}
