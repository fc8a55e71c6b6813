import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../http/request-data.ts';
import { silentLogger } from '../logger/console-logger.ts';
import { DataCache } from './data-cache.server.ts';
import { redisBackend } from './redis-backend.server.ts';
import { connectRedis, type RedisConnection } from './redis-connection.server.ts';
import { redisServerAvailable, startTestRedis, type TestRedis } from './redis-test-server.ts';

const ok = <T>(data: T): Outcome<T> => ({ ok: true, data });
const available = redisServerAvailable();
// CI installs Debian's redis-server (.ci/run), so there a missing binary is a failure, not a skip.
const required = (Boolean(process.env.CI) && process.env.CI !== 'false') || process.env.REQUIRE_REDIS_TESTS === '1';
if (!available && !required) console.warn('SKIPPED: redis-server is not installed (apt-get install redis-server); the Redis data-cache tests did not run');

let redis: TestRedis;
const connections: RedisConnection[] = [];

async function connected(url = redis.url): Promise<RedisConnection> {
  const connection = connectRedis(url, { logger: silentLogger });
  connections.push(connection);
  for (let i = 0; i < 250; i += 1) {
    if (
      await connection.send(['PING']).then(
        () => true,
        () => false,
      )
    )
      return connection;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('redis connection did not become ready');
}

/** Two app instances sharing one Redis, each with its own connection, as in deploy/nginx. */
async function twoInstances() {
  const prefix = `test:${Math.random().toString(36).slice(2)}:`;
  const make = async () => new DataCache({ ttlMs: 60_000, swrMs: 60_000, maxEntries: 10, backend: redisBackend(await connected(), { prefix }) });
  return { a: await make(), b: await make(), prefix };
}

if (!available && required) {
  describe('Redis data-cache backend in CI', () => {
    it('needs redis-server on the PATH (or REDIS_SERVER_BIN)', () => {
      throw new Error(
        'redis-server is not installed, and CI (or REQUIRE_REDIS_TESTS=1) requires the Redis data-cache tests to run: apt-get install redis-server',
      );
    });
  });
}

describe.skipIf(!available)('Redis data-cache backend (real redis-server)', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
    await redis?.stop();
  });

  it('stores cachified entries as JSON that expire when their stale window ends', async () => {
    const connection = await connected();
    const { store } = redisBackend(connection, { prefix: 'unit:' });
    const entry = { metadata: { createdTime: Date.now(), ttl: 1000, swr: 4000 }, value: { notFound: false, data: { a: [1, 2] } } };
    await store.set('k', entry);
    expect(await store.get('k')).toEqual(entry);
    const pttl = Number(await connection.send(['PTTL', 'unit:d:k']));
    expect(pttl).toBeGreaterThan(4000);
    expect(pttl).toBeLessThanOrEqual(5000);
    await store.delete('k');
    expect(await store.get('k')).toBeUndefined();
  });

  it('shares entries between instances: a second instance does not call the back end', async () => {
    const { a, b } = await twoInstances();
    const fetchA = vi.fn(async () => ok({ games: ['x'] }));
    const fetchB = vi.fn(async () => ok({ games: ['y'] }));
    expect(await a.get('MCUK|games|', ['site:MCUK'], fetchA)).toEqual({ data: { games: ['x'] }, status: 'fresh' });
    expect(await b.get('MCUK|games|', ['site:MCUK'], fetchB)).toEqual({ data: { games: ['x'] }, status: 'fresh' });
    expect(fetchB).not.toHaveBeenCalled();
  });

  it('caches "not found" for every instance', async () => {
    const { a, b } = await twoInstances();
    const missing = async (): Promise<Outcome<null>> => ({ ok: false, data: null, reason: 'not-found' });
    expect((await a.get('gone', ['entity:games'], missing)).status).toBe('not-found');
    const fetch = vi.fn(async () => ok('found'));
    expect((await b.get('gone', ['entity:games'], fetch)).status).toBe('not-found');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('invalidates by tag on one instance for all instances, and only the tagged entries', async () => {
    const { a, b, prefix } = await twoInstances();
    await a.get('a', ['site:MCUK', 'entity:games'], async () => ok('a1'));
    await a.get('b', ['site:MCDK', 'entity:games'], async () => ok('b1'));
    await a.get('c', ['site:MCUK', 'entity:feeds'], async () => ok('c1'));
    expect(await b.invalidate(['site:MCUK'])).toBe(2);
    expect((await a.get('a', [], async () => ok('a2'))).data).toBe('a2');
    expect((await a.get('b', [], async () => ok('b2'))).data).toBe('b1');
    expect((await b.get('c', [], async () => ok('c2'))).data).toBe('c2');
    expect(await a.invalidate(['entity:unknown'])).toBe(0);
    // Tag sets expire with their entries, so tags of content that is gone do not pile up.
    const connection = await connected();
    expect(Number(await connection.send(['PTTL', `${prefix}t:entity:games`]))).toBeGreaterThan(60_000);
  });

  it('re-tags an entry written again after a purge, so the next purge finds it', async () => {
    const { a, b } = await twoInstances();
    await a.get('k', ['entity:blog'], async () => ok('v1'));
    expect(await b.invalidate(['entity:blog'])).toBe(1);
    await b.get('k', ['entity:blog'], async () => ok('v2'));
    expect(await a.invalidate(['entity:blog'])).toBe(1);
    expect((await a.get('k', ['entity:blog'], async () => ok('v3'))).data).toBe('v3');
  });

  it('prunes tag-set members whose entry has expired', async () => {
    const { a, prefix } = await twoInstances();
    const connection = await connected();
    await a.get('old', ['entity:promotions'], async () => ok('o'));
    await connection.send(['DEL', `${prefix}d:old`]); // as if it had expired
    await a.get('new', ['entity:promotions'], async () => ok('n'));
    expect(await connection.send(['SMEMBERS', `${prefix}t:entity:promotions`])).toEqual([`${prefix}d:new`]);
  });

  it('falls back to the back end when Redis is unreachable, and a purge then fails loudly', async () => {
    const dead = new DataCache({
      ttlMs: 60_000,
      swrMs: 60_000,
      maxEntries: 10,
      backend: redisBackend(connectRedis('redis://127.0.0.1:1', { logger: silentLogger })),
    });
    const fetch = vi.fn(async () => ok('live'));
    expect(await dead.get('k', ['site:MCUK'], fetch)).toEqual({ data: 'live', status: 'fresh' });
    expect(await dead.get('k', ['site:MCUK'], fetch)).toEqual({ data: 'live', status: 'fresh' });
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(dead.invalidate(['site:MCUK'])).rejects.toThrow(/redis/);
    await dead.backend.close?.();
  });
});
