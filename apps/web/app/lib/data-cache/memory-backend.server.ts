import type { CacheEntry } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import type { CacheBackend } from './cache-backend.server.ts';

/**
 * The embedded default: an LRU in this process, with its tag index in a Map that forgets keys
 * the LRU evicts or expires (so the index never outgrows the cache).
 */
export function memoryBackend(maxEntries: number, ttlMs: number): CacheBackend {
  const tagIndex = new Map<string, Set<string>>();
  const forget = (key: string) => {
    for (const [tag, keys] of tagIndex) {
      if (keys.delete(key) && keys.size === 0) tagIndex.delete(tag);
    }
  };
  const lru = new LRUCache<string, CacheEntry>({
    max: maxEntries,
    ttl: ttlMs,
    dispose: (_value, key, reason) => {
      if (reason === 'evict' || reason === 'expire') forget(key);
    },
  });
  return {
    name: 'lru',
    store: {
      name: 'lru',
      get: (key) => lru.get(key),
      set: (key, value) => void lru.set(key, value),
      delete: (key) => lru.delete(key),
    },
    tags: {
      add(key, tags) {
        for (const tag of tags) {
          const keys = tagIndex.get(tag) ?? new Set<string>();
          keys.add(key);
          tagIndex.set(tag, keys);
        }
      },
      async drop(tags) {
        const keys = new Set<string>();
        for (const tag of tags) for (const key of tagIndex.get(tag) ?? []) keys.add(key);
        for (const key of keys) {
          lru.delete(key);
          forget(key);
        }
        return keys.size;
      },
    },
  };
}
