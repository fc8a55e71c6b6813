import type { Cache } from '@epic-web/cachified';

/**
 * Which keys carry which tag (site, culture, entity), so `invalidate(tags)` can find them.
 * It lives next to the store it indexes: in process for the LRU, in Redis for the Redis store,
 * so a revalidation on any instance reaches the entries every instance reads.
 */
export interface TagIndex {
  /** Records that `key` carries `tags`; called before the value is written. */
  add(key: string, tags: readonly string[], ttlMs: number): void | Promise<void>;
  /** Deletes every stored entry carrying one of the tags; resolves to how many were deleted. */
  drop(tags: readonly string[]): Promise<number>;
}

/** A cachified store and the tag index kept beside it. */
export interface CacheBackend {
  name: string;
  store: Cache;
  tags: TagIndex;
  /** Releases connections (tests, shutdown). */
  close?(): Promise<void>;
}
