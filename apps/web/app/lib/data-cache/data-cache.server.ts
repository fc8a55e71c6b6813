import { cachified, type Cache, type CacheEntry } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import type { Outcome } from '../http/request-data.ts';

export interface DataCacheOptions {
  /** Fresh for this long. */
  ttlMs: number;
  /** Then served stale while one background call refreshes it, for this long. */
  swrMs: number;
  maxEntries: number;
  /** Another store (Redis) instead of the in-process LRU. */
  store?: Cache;
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
 * culture, entity) for invalidation. Answers and "not found" are cached; failures are not, so
 * a page rendered from fallbacks heals as soon as the back end is back. A stale entry is
 * served while the back end is down, until its stale window ends.
 */
export class DataCache {
  private readonly store: Cache;
  private readonly tagIndex = new Map<string, Set<string>>();

  constructor(private readonly options: DataCacheOptions) {
    this.store = options.store ?? lruStore(options.maxEntries, options.ttlMs + options.swrMs, (key) => this.forget(key));
  }

  async get<T>(key: string, tags: readonly string[], fetchFresh: () => Promise<Outcome<T>>): Promise<CachedResult<T>> {
    try {
      const stored = await cachified<Stored<T>>({
        key,
        cache: this.store,
        ttl: this.options.ttlMs,
        staleWhileRevalidate: this.options.swrMs,
        getFreshValue: async () => {
          const outcome = await fetchFresh();
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

  /** Drops every entry carrying one of the tags; returns how many keys were dropped. */
  async invalidate(tags: readonly string[]): Promise<number> {
    const keys = new Set<string>();
    for (const tag of tags) for (const key of this.tagIndex.get(tag) ?? []) keys.add(key);
    for (const key of keys) {
      await this.store.delete(key);
      this.forget(key);
    }
    return keys.size;
  }

  private remember<T>(key: string, tags: readonly string[], value: Stored<T>): Stored<T> {
    for (const tag of tags) {
      const keys = this.tagIndex.get(tag) ?? new Set<string>();
      keys.add(key);
      this.tagIndex.set(tag, keys);
    }
    return value;
  }

  private forget(key: string): void {
    for (const [tag, keys] of this.tagIndex) {
      if (keys.delete(key) && keys.size === 0) this.tagIndex.delete(tag);
    }
  }
}

function lruStore(max: number, ttl: number, onEvict: (key: string) => void): Cache {
  const lru = new LRUCache<string, CacheEntry>({
    max,
    ttl,
    dispose: (_value, key, reason) => {
      if (reason === 'evict' || reason === 'expire') onEvict(key);
    },
  });
  return {
    name: 'lru',
    get: (key) => lru.get(key),
    set: (key, value) => void lru.set(key, value),
    delete: (key) => lru.delete(key),
  };
}
