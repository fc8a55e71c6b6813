import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import { createServices } from './services.ts';

const quiet = { LOG_LEVEL: 'error' };

describe('data cache backend from the environment', () => {
  it('keeps the data cache in process without REDIS_URL', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeNull();
    expect(createServices(config, quiet).dataCache.backend.name).toBe('lru');
  });

  it('shares it through Redis with REDIS_URL', async () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:1/0' });
    expect(config.redisUrl).toBe('redis://127.0.0.1:1/0');
    const { dataCache } = createServices(config, quiet);
    expect(dataCache.backend.name).toBe('redis');
    await dataCache.backend.close?.();
  });

  it('rejects a REDIS_URL that is not a redis URL, without echoing its password', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@cache:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, got 'http:\/\/\*\*\*@cache:6379'/,
    );
  });
});
