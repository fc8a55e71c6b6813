import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, SITES_LOCAL_PORT, startPlatform, type TestPlatform } from './helpers/platform.ts';
import { TRACKING_BATCH } from './helpers/service-cases.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

describe('tracking service', () => {
  it('hands the frame fresh identifiers, never cached', async () => {
    const first = await platform.app.inject({ url: '/tracking/session?brand=MCDK' });
    const second = await platform.app.inject({ url: '/tracking/session?brand=MCDK' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const info = first.json() as Record<string, string>;
    expect(info).toMatchObject({ arCode: 'MCDK-WEB', utv: '1A' });
    expect(info.uguid).toMatch(/^[0-9a-f-]{36}$/);
    expect((second.json() as Record<string, string>).uguid).not.toBe(info.uguid);
  });

  it('stores a batch and reads it back with the admin token only', async () => {
    const info = { arCode: 'MCDK-WEB', uguid: 'u-1', usguid: 's-1', ustd: '2026-01-01T00:00:00.000Z', utv: '1A', flowId: 'f-1' };
    const posted = await platform.app.inject({ method: 'POST', url: '/tracking/events', payload: { ...TRACKING_BATCH, info } });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ accepted: 2 });
    expect((await platform.app.inject({ url: '/tracking/events' })).statusCode).toBe(401);
    const read = await platform.app.inject({ url: '/tracking/events?brand=MCDK', headers: ADMIN });
    const { events } = read.json() as { events: Record<string, unknown>[] };
    expect(events.slice(-2)).toMatchObject([
      { brand: 'MCDK', culture: 'da', viewVersion: '1A', type: 'visit', init: true, pageCode: 'home', path: '/', info },
      { type: 'event', group: 'cta', event: 'play', init: false, pageCode: 'home' },
    ]);
    const visits = (await platform.app.inject({ url: '/tracking/events?type=event', headers: ADMIN })).json() as { events: { type: string }[] };
    expect(visits.events.every((event) => event.type === 'event')).toBe(true);
  });

  it('refuses events outside the tracking function table', async () => {
    const bad = { ...TRACKING_BATCH, records: [{ type: 'event', group: 'cta', event: 'PLAY NOW', data: null, pageCode: 'home', at: 1 }] };
    expect((await platform.app.inject({ method: 'POST', url: '/tracking/events', payload: bad })).statusCode).toBe(400);
  });

  it("answers a site page's preflight (CORS for the sites' origins only)", async () => {
    const preflight = (origin: string) =>
      platform.app.inject({
        method: 'OPTIONS',
        url: '/tracking/events',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const site = `http://mcdk.localhost:${SITES_LOCAL_PORT}`;
    expect((await preflight(site)).headers['access-control-allow-origin']).toBe(site);
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
