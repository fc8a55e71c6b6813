import { describe, expect, it } from 'vitest';
import type { AppServices } from '../app/lib/app-context.ts';
import { loadConfig } from './load-config.ts';
import { bearerToken, createRevalidateHandler, REVALIDATE_FAILURES_PER_WINDOW } from './revalidate.ts';

const TOKEN = 'revalidate-token-0123456789';
const noop = () => {};
const logged: unknown[] = [];
function setup(env: Record<string, string> = {}) {
  const invalidated: string[][] = [];
  const services = {
    logger: { debug: noop, info: noop, warn: (...args: unknown[]) => logged.push(args), error: noop },
    dataCache: { invalidate: async (tags: string[]) => (invalidated.push(tags), 3) },
  } as unknown as AppServices;
  return { invalidated, handle: createRevalidateHandler(loadConfig({ REVALIDATE_TOKEN: TOKEN, ...env }), services) };
}
const purge = (authorization: string) =>
  new Request('http://mcuk.localhost/__revalidate', {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['site:MCUK'] }),
  });
const from = (address: string) => ({ address, secure: false });

describe('POST /__revalidate', () => {
  it('parses only the Bearer scheme, in any case', () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`bEaReR ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`Basic ${TOKEN}`)).toBeNull();
    expect(bearerToken(`${TOKEN}`)).toBeNull();
    expect(bearerToken(`Bearer ${TOKEN} extra`)).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });

  it('purges for an allowed address with the token', async () => {
    const { handle, invalidated } = setup();
    const res = await handle(purge(`bearer ${TOKEN}`), from('::ffff:127.0.0.1'));
    expect(res.status).toBe(200);
    expect(invalidated).toEqual([['site:MCUK']]);
  });

  it('is not there (404) for addresses outside REVALIDATE_ALLOW, even with the token', async () => {
    const { handle, invalidated } = setup();
    expect((await handle(purge(`Bearer ${TOKEN}`), from('203.0.113.5'))).status).toBe(404);
    const allowed = setup({ REVALIDATE_ALLOW: '10.0.0.0/8' });
    expect((await allowed.handle(purge(`Bearer ${TOKEN}`), from('10.2.3.4'))).status).toBe(200);
    expect((await allowed.handle(purge(`Bearer ${TOKEN}`), from('127.0.0.1'))).status).toBe(404);
    expect(invalidated).toEqual([]);
  });

  it('refuses other schemes, and an address that keeps guessing is refused (429) even with the right token', async () => {
    const { handle, invalidated } = setup();
    expect((await handle(purge(`Basic ${TOKEN}`), from('127.0.0.1'))).status).toBe(401);
    for (let i = 1; i < REVALIDATE_FAILURES_PER_WINDOW; i++) expect((await handle(purge('Bearer wrong-token-000000000'), from('127.0.0.1'))).status).toBe(401);
    const limited = await handle(purge(`Bearer ${TOKEN}`), from('127.0.0.1'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await handle(purge(`Bearer ${TOKEN}`), from('::1'))).status).toBe(200);
    expect(invalidated).toHaveLength(1);
    // Refusals are logged, without the caller's address (personal data).
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('127.0.0.1');
  });
});
