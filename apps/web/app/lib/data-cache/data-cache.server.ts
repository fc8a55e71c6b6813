import { cachified, type CacheEntry, type CreateReporter } from '@epic-web/cachified';
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
  /** Told how each read was served (the metrics): a fresh entry, a stale one (refreshed behind it), or a call to the back end. */
  onLookup?: (result: CacheLookup) => void;
}

export type CacheLookup = 'hit' | 'stale' | 'miss';

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
  /** When a read last gave data (from the store or the back end): what readiness calls warm. */
  private lastDataAt = -Infinity;
  private readonly reporter: CreateReporter<Stored<unknown>> | undefined;

  constructor(private readonly options: DataCacheOptions) {
    this.backend = options.backend ?? memoryBackend(options.maxEntries, options.ttlMs + options.swrMs);
    const onLookup = options.onLookup;
    if (onLookup) {
      this.reporter = () => {
        let entry: CacheEntry | undefined;
        return (event) => {
          if (event.name === 'getCachedValueRead') entry = event.entry as CacheEntry | undefined;
          else if (event.name === 'getCachedValueSuccess') onLookup(entry && isStale(entry, options.ttlMs) ? 'stale' : 'hit');
          else if (event.name === 'getFreshValueStart' || event.name === 'getFreshValueHookPending') onLookup('miss');
        };
      };
    }
  }

  /**
   * Whether this process has had data within the stale window, so entries it can render from
   * are still there (the in-process LRU; with Redis, what this instance read or wrote).
   */
  isWarm(now = Date.now()): boolean {
    return now - this.lastDataAt < this.options.ttlMs + this.options.swrMs;
  }

  async get<T>(key: string, tags: readonly string[], fetchFresh: () => Promise<Outcome<T>>): Promise<CachedResult<T>> {
    try {
      const stored = await cachified<Stored<T>>(
        {
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
        },
        this.reporter as CreateReporter<Stored<T>> | undefined,
      );
      this.lastDataAt = Date.now();
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

/** An entry past its time to live: served while one call refreshes it. */
function isStale(entry: CacheEntry, ttlMs: number): boolean {
  return entry.metadata.createdTime + (entry.metadata.ttl ?? ttlMs) < Date.now();
}
