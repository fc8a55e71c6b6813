import { totalTtl, type CacheEntry } from '@epic-web/cachified';
import type { CacheBackend } from './cache-backend.server.ts';
import type { RedisConnection } from './redis-connection.server.ts';

export interface RedisBackendOptions {
  /** Namespaces the keys, so several deployments (or tests) can share one Redis. */
  prefix?: string;
  /** Called when Redis fails; the cache then behaves as a miss (the back end answers). */
  onError?: (error: unknown) => void;
}

// Records a key in each tag's set, keeps the set alive at least as long as the entry, and prunes
// two random members whose entry has expired, so a long-lived tag set tracks the live keys (not
// the key being added: its value is written right after this).
const ADD_TAGS = `
for _, tag in ipairs(KEYS) do
  redis.call('SADD', tag, ARGV[1])
  if redis.call('PTTL', tag) < tonumber(ARGV[2]) then redis.call('PEXPIRE', tag, ARGV[2]) end
  for _, member in ipairs(redis.call('SRANDMEMBER', tag, 2)) do
    if member ~= ARGV[1] and redis.call('EXISTS', member) == 0 then redis.call('SREM', tag, member) end
  end
end
return 1`;

// Deletes the entries of every given tag atomically. The tag sets stay: a render that fetched
// before the purge and writes after it keeps its entry tagged (it re-adds itself), so the next
// purge still finds it; dead members are pruned by ADD_TAGS.
const DROP_TAGS = `
local members = redis.call('SUNION', unpack(KEYS))
local dropped = 0
for i = 1, #members, 500 do
  dropped = dropped + redis.call('DEL', unpack(members, i, math.min(i + 499, #members)))
end
return dropped`;

/**
 * A cachified store in Redis (one JSON string per entry, expiring when its stale window ends)
 * and a tag index shared through Redis (a set of entry keys per tag). Every instance pointed at
 * the same Redis reads the same entries, and `POST /__revalidate` on any of them purges for all.
 */
export function redisBackend(redis: RedisConnection, { prefix = 'mc:', onError = () => {} }: RedisBackendOptions = {}): CacheBackend {
  const dataKey = (key: string) => `${prefix}d:${key}`;
  const tagKey = (tag: string) => `${prefix}t:${tag}`;
  const quietly = async <T>(fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      onError(error);
      return fallback;
    }
  };
  return {
    name: 'redis',
    store: {
      name: 'redis',
      get: (key) =>
        quietly(undefined, async () => {
          const raw = await redis.send(['GET', dataKey(key)]);
          return typeof raw === 'string' ? (JSON.parse(raw) as CacheEntry) : undefined;
        }),
      set: (key, entry) =>
        quietly(undefined, async () => {
          const ttl = totalTtl(entry.metadata);
          const expiry = Number.isFinite(ttl) ? ['PX', String(Math.max(1, Math.ceil(ttl)))] : [];
          await redis.send(['SET', dataKey(key), JSON.stringify(entry), ...expiry]);
        }),
      delete: (key) => quietly(undefined, async () => void (await redis.send(['DEL', dataKey(key)]))),
    },
    tags: {
      add: (key, tags, ttlMs) =>
        quietly(undefined, async () => {
          await redis.send(['EVAL', ADD_TAGS, String(tags.length), ...tags.map(tagKey), dataKey(key), String(Math.ceil(ttlMs))]);
        }),
      // A purge that cannot reach Redis must say so (the endpoint answers 5xx), not report 0.
      drop: async (tags) => (tags.length === 0 ? 0 : Number(await redis.send(['EVAL', DROP_TAGS, String(tags.length), ...tags.map(tagKey)]))),
    },
    close: () => redis.close(),
  };
}
