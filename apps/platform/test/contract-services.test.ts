import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractChecker, type OpenApiDocument } from './helpers/contract.ts';
import { IMAGE_CASES, LOG, SERVICE_CASES } from './helpers/service-cases.ts';
import { ADMIN, startPlatform, type TestPlatform } from './helpers/platform.ts';
import { runCases } from './helpers/run-cases.ts';

let platform: TestPlatform;
let checker: ContractChecker;

beforeAll(async () => {
  platform = await startPlatform();
  checker = new ContractChecker(platform.app.swagger() as unknown as OpenApiDocument);
});
afterAll(() => platform.close());

describe('shared services contract', () => {
  runCases(() => ({ app: platform.app, checker }), [...SERVICE_CASES, ...IMAGE_CASES]);

  it('geo answers the brand default country without emulation, with its restriction rules', async () => {
    const uk = (await platform.app.inject('/geo/?brand_code=mcuk')).json();
    expect(uk).toMatchObject({ country: { iso2: 'GB', prime_currency: 'GBP' }, region: null, restriction: null, restriction_level: null });
    const gbOnMc = (await platform.app.inject('/geo/GB/?brand_code=MC')).json();
    expect(gbOnMc).toMatchObject({ restriction: 'blockedwithlogin', restriction_level: 'country' });
    const ontario = (await platform.app.inject('/geo/ca-on/?brand_code=MC')).json();
    expect(ontario).toMatchObject({ country: { iso2: 'CA' }, region: { name: 'Ontario' }, restriction: 'blocked', restriction_level: 'region' });
    const quebec = (await platform.app.inject('/geo/CA-QC/?brand_code=MC')).json();
    expect(quebec).toMatchObject({ region: { name: 'Quebec' }, restriction: null });
    expect((await platform.app.inject('/geo/US/?brand_code=MC')).json()).toMatchObject({ restriction: 'blocked' });
  });

  it('currency rates come from the spec fallback table', async () => {
    expect((await platform.app.inject('/currency/GBP/')).json()).toEqual({ iso: 'GBP', rate: 0.86778 });
    expect((await platform.app.inject('/currency/EUR/')).json()).toEqual({ iso: 'EUR', rate: 1 });
  });

  it('maintenance is switchable at run time, guarded by the admin token, and reaches user-context', async () => {
    expect((await platform.app.inject({ method: 'PUT', url: '/maintenance/', payload: { underMaintenance: true } })).statusCode).toBe(401);
    expect(
      (await platform.app.inject({ method: 'PUT', url: '/maintenance/', headers: { 'x-admin-token': 'wrong' }, payload: { underMaintenance: true } }))
        .statusCode,
    ).toBe(401);
    await platform.app.inject({ method: 'PUT', url: '/maintenance/', headers: ADMIN, payload: { underMaintenance: true } });
    expect((await platform.app.inject('/maintenance/')).json()).toEqual({ underMaintenance: true });
    expect((await platform.app.inject('/user-context/?brand_code=MCDK&page_culture=da')).json()).toMatchObject({
      platformUnderMaintenance: true,
      localCode: 'MCDK',
      license: 'DGA',
    });
    await platform.app.inject({ method: 'PUT', url: '/maintenance/', headers: ADMIN, payload: { underMaintenance: false } });
    expect((await platform.app.inject('/maintenance/')).json()).toEqual({ underMaintenance: false });
  });

  it('user-context maps en-ROW to en and fills the skill fields', async () => {
    const context = (await platform.app.inject('/user-context/?brand_code=MC&page_culture=en-ROW')).json();
    expect(context).toEqual({
      skinName: 'Mondo Casino',
      license: 'MGA',
      country: 'MT',
      userCountry: 'MT',
      code: 'MC',
      localCode: 'MC',
      apiCode: 'MC',
      culture: 'en',
      skillCulture: 'en-ROW',
      platformUnderMaintenance: false,
    });
  });

  it('stores log entries and lets an admin read them back by id and level', async () => {
    const before = (await platform.app.inject({ url: '/logger/entries', headers: ADMIN })).json() as { lastId: number };
    await platform.app.inject({ method: 'POST', url: '/logger/LogWarn', payload: { ...LOG, log: { Number: 800, Message: 'slow geo' } } });
    await platform.app.inject({ method: 'POST', url: '/logger/LogInfo', payload: { ...LOG, log: { Number: 900, Message: 'hello' } } });
    const warns = (await platform.app.inject({ url: `/logger/entries?since=${before.lastId}&level=warn`, headers: ADMIN })).json() as {
      entries: { message: string; app: { Domain: string } }[];
    };
    expect(warns.entries.map((entry) => entry.message)).toEqual(['slow geo']);
    expect(warns.entries[0]?.app.Domain).toBe('mcuk.localhost');
    expect((await platform.app.inject('/logger/entries')).statusCode).toBe(401);
  });
});
