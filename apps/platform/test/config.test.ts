import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST } from '../src/accounts/password.ts';
import { loadConfig, PLATFORM_ROOT } from '../src/config.ts';
import { DEVELOPMENT_SECRETS, generateSecret, MIN_SECRET_LENGTH } from '../src/secrets.ts';
import { ADMIN_TOKEN, PREVIEW_TOKEN } from './helpers/platform.ts';

const STRONG = { PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN, PLATFORM_PREVIEW_TOKEN: PREVIEW_TOKEN };

describe('admin and preview tokens', () => {
  it('outside development, refuses a missing, default or short token, naming the variable', () => {
    for (const [name, other] of [
      ['PLATFORM_ADMIN_TOKEN', 'PLATFORM_PREVIEW_TOKEN'],
      ['PLATFORM_PREVIEW_TOKEN', 'PLATFORM_ADMIN_TOKEN'],
    ] as const) {
      const base = { [other]: STRONG[other] };
      for (const env of [{ NODE_ENV: 'production' }, {}, { NODE_ENV: 'test' }]) {
        expect(() => loadConfig({ ...env, ...base }), `${name} unset`).toThrow(new RegExp(`^${name} is not set`));
        expect(() => loadConfig({ ...env, ...base, [name]: '' }), `${name} empty`).toThrow(new RegExp(`^${name} is not set`));
      }
      for (const known of Object.values(DEVELOPMENT_SECRETS)) {
        expect(() => loadConfig({ ...base, [name]: known }), `${name}=${known}`).toThrow(new RegExp(`^${name} is the public development default`));
      }
      expect(() => loadConfig({ ...base, [name]: 'x'.repeat(MIN_SECRET_LENGTH - 1) })).toThrow(new RegExp(`^${name} is shorter than ${MIN_SECRET_LENGTH}`));
    }
  });

  it('outside development, takes strong tokens, and refuses the same one for both', () => {
    expect(loadConfig(STRONG)).toMatchObject({ development: false, adminToken: ADMIN_TOKEN, previewToken: PREVIEW_TOKEN });
    // What `npm start` runs with: the tests' hostile fixtures only when a test stack asks for them.
    expect(loadConfig(STRONG).testFixtures).toBe(false);
    expect(loadConfig({ ...STRONG, PLATFORM_TEST_FIXTURES: '1' }).testFixtures).toBe(true);
    const [admin, preview] = [generateSecret(), generateSecret()];
    expect(admin.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(admin).not.toBe(preview);
    expect(loadConfig({ PLATFORM_ADMIN_TOKEN: admin, PLATFORM_PREVIEW_TOKEN: preview }).adminToken).toBe(admin);
    expect(() => loadConfig({ PLATFORM_ADMIN_TOKEN: admin, PLATFORM_PREVIEW_TOKEN: admin })).toThrow(/must differ/);
  });

  it('in development (NODE_ENV=development), falls back to the development tokens', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      development: true,
      adminToken: DEVELOPMENT_SECRETS.PLATFORM_ADMIN_TOKEN,
      previewToken: DEVELOPMENT_SECRETS.PLATFORM_PREVIEW_TOKEN,
    });
    expect(loadConfig({ NODE_ENV: 'development', PLATFORM_ADMIN_TOKEN: 'short' }).adminToken).toBe('short');
  });

  it('the server refuses to start without tokens: one line naming the variable, exit code 1, no database touched', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-refusal-'));
    try {
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PLATFORM_')));
      const file = path.join(dir, 'platform.sqlite');
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: PLATFORM_ROOT,
        env: { ...env, NODE_ENV: 'production', PLATFORM_DB: file, PLATFORM_PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr.trim()).toMatch(/^platform: refusing to start: PLATFORM_ADMIN_TOKEN is not set/);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CORS configuration', () => {
  it('names the variable when an origin or port is malformed', () => {
    for (const value of ['mcuk.localhost:3000', 'http://mcuk.localhost:3000/path', 'ftp://example.com', '*']) {
      expect(() => loadConfig({ ...STRONG, PLATFORM_CORS_ORIGINS: value }), value).toThrow(/^PLATFORM_CORS_ORIGINS: /);
    }
    for (const value of ['abc', '3000,abc', '70000'])
      expect(() => loadConfig({ ...STRONG, PLATFORM_SITES_LOCAL_PORTS: value }), value).toThrow(/^PLATFORM_SITES_LOCAL_PORTS: /);
  });
});

describe('password hash cost', () => {
  it('is the production cost unless a test stack lowers it, and NODE_ENV=production refuses the lowering', async () => {
    for (const env of [{ NODE_ENV: 'production' }, {}, { NODE_ENV: 'development' }]) expect(loadConfig({ ...STRONG, ...env }).passwordCost).toBe(PASSWORD_COST);
    expect(PASSWORD_COST).toBe(15);
    expect(await hashPassword('Secret pass 9')).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(loadConfig({ ...STRONG, PLATFORM_TEST_PASSWORD_COST: '10' }).passwordCost).toBe(10);
    expect(() => loadConfig({ ...STRONG, NODE_ENV: 'production', PLATFORM_TEST_PASSWORD_COST: '10' })).toThrow(
      /^PLATFORM_TEST_PASSWORD_COST is for test stacks/,
    );
    for (const value of ['', '0', '16', '10.5', 'low']) {
      expect(() => loadConfig({ ...STRONG, PLATFORM_TEST_PASSWORD_COST: value }), value).toThrow(/^PLATFORM_TEST_PASSWORD_COST: /);
    }
  });
});

describe('operator settings', () => {
  it('reads the metrics listener (default 9465 on loopback, 0 = off), the shutdown bounds and the slow-request threshold, naming a bad variable', () => {
    const defaults = loadConfig(STRONG);
    expect(defaults.metrics).toEqual({ port: 9465, host: '127.0.0.1' });
    expect(defaults.shutdown).toEqual({ delayMs: 2000, timeoutMs: 10_000 });
    expect(defaults.slowRequestMs).toBe(1000);
    const set = loadConfig({
      ...STRONG,
      PLATFORM_METRICS_PORT: '9600',
      PLATFORM_METRICS_HOST: '0.0.0.0',
      PLATFORM_SHUTDOWN_DELAY_MS: '0',
      PLATFORM_SHUTDOWN_TIMEOUT_MS: '3000',
      PLATFORM_SLOW_REQUEST_MS: '250',
    });
    expect(set).toMatchObject({ metrics: { port: 9600, host: '0.0.0.0' }, shutdown: { delayMs: 0, timeoutMs: 3000 }, slowRequestMs: 250 });
    expect(loadConfig({ ...STRONG, PLATFORM_METRICS_PORT: '0' }).metrics).toBeNull();
    for (const [name, value] of [
      ['PLATFORM_METRICS_PORT', 'http'],
      ['PLATFORM_METRICS_PORT', '70000'],
      ['PLATFORM_SHUTDOWN_TIMEOUT_MS', '10s'],
      ['PLATFORM_SLOW_REQUEST_MS', '-1'],
    ]) {
      expect(() => loadConfig({ ...STRONG, [name!]: value })).toThrow(name);
    }
  });
});
