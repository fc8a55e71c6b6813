import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, registration, siteOrigin } from './helpers/accounts.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

/**
 * The page's tracking ids (usguid, flow id) reach the login and registration records
 * (spec/catalogue.md section 3, prime tracking) through the widget's requests; without them
 * the records say null rather than inventing ids.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const IDS = { usguid: '2f1c1a6e-8f1b-4c1e-9f61-3f0f4c9a1b2c', flowId: 'flow-0a1b2c3d' };

/** The newest log record with this message whose data mentions `needle`. */
function record(message: string, needle: string): Record<string, unknown> {
  const rows = platform.db.prepare('SELECT additional_data FROM log_entries WHERE message = ? ORDER BY id DESC').all(message) as { additional_data: string }[];
  const row = rows.find((entry) => entry.additional_data.includes(needle));
  expect(row, `a '${message}' record with ${needle}`).toBeDefined();
  return JSON.parse(row!.additional_data) as Record<string, unknown>;
}

describe('tracking ids in the account records', () => {
  it('carries the usguid and flow id of a registration and of a login, failed or not', async () => {
    const body = registration(IDS);
    const registered = await accountApi(platform.app, 'mc').post('register', body, { origin: siteOrigin('mc') });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(record('registration', String(body.username)).primeTracking).toMatchObject({ ...IDS, brandCode: 'MC', culture: 'en' });

    const login = await accountApi(platform.app, 'mc').post('login', { username: body.username, password: body.password, ...IDS });
    expect(login.statusCode, login.body).toBe(200);
    expect(record('login', String(body.username))).toMatchObject({ result: 'success', ...IDS });

    const failed = { usguid: 'usguid-of-a-failed-login', flowId: 'flow-of-a-failed-login' };
    expect((await accountApi(platform.app, 'mc').post('login', { username: body.username, password: 'not the password', ...failed })).statusCode).toBe(401);
    expect(record('login', failed.usguid)).toMatchObject({ result: 'INVALID_CREDENTIALS', ...failed, loginname: null });
  });

  it('writes null for ids the page did not send, and refuses malformed ones', async () => {
    const body = registration();
    expect((await accountApi(platform.app, 'mc').post('register', body)).statusCode).toBe(201);
    expect(record('registration', String(body.username)).primeTracking).toMatchObject({ usguid: null, flowId: null });

    for (const usguid of ['', 'a b', '<script>', 'x'.repeat(129)]) {
      const answer = await accountApi(platform.app, 'mc').post('login', { username: body.username, password: body.password, usguid });
      expect(answer.statusCode, usguid).toBe(400);
    }
  });
});
