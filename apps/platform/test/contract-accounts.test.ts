import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCases, type AccountCaseState } from './helpers/account-cases.ts';
import { accountApi, registration } from './helpers/accounts.ts';
import type { Call } from './helpers/cases.ts';
import { ContractChecker, type OpenApiDocument } from './helpers/contract.ts';
import { ADMIN, startPlatform, type TestPlatform } from './helpers/platform.ts';

let platform: TestPlatform;
let checker: ContractChecker;
const state: AccountCaseState = { username: '', password: '', session: '', logoutSession: '', resetCode: '', prefillCode: '' };

/** Like runCases' send, but reads getters at run time (headers and payload carry state) and takes 204s. */
const send = (app: FastifyInstance, call: Call) =>
  call.payload === undefined
    ? app.inject({ method: call.method ?? 'GET', url: call.url, headers: { ...call.headers } })
    : app.inject({
        method: call.method ?? 'GET',
        url: call.url,
        headers: { ...call.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(call.payload),
      });

beforeAll(async () => {
  platform = await startPlatform();
  checker = new ContractChecker(platform.app.swagger() as unknown as OpenApiDocument);
  const mc = accountApi(platform.app, 'mc');
  const body = registration();
  const registered = (await mc.post('register', body)).json() as { session: string };
  state.username = String(body.username);
  state.password = String(body.password);
  state.session = registered.session;
  state.logoutSession = ((await mc.post('login', { username: body.username, password: body.password })).json() as { session: string }).session;
  // The reset ends every session of its account: another account's.
  const other = registration();
  await mc.post('register', other);
  await mc.post('forgot-password', { login: other.email });
  const outbox = (await platform.app.inject({ url: '/admin/outbox', headers: ADMIN })).json() as { messages: { body: string }[] };
  state.resetCode = /reset_password\/(\S+)/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
  const uk = registration({ culture: 'en-GB', country: 'GB' });
  await accountApi(platform.app, 'mcuk').post('register', uk);
  const sibling = (await mc.post('login', { username: uk.username, password: uk.password })).json() as { sibling: { prefillCode: string } };
  state.prefillCode = sibling.sibling.prefillCode;
});
afterAll(() => platform.close());

describe('account API contract', () => {
  for (const entry of accountCases(state)) {
    const [method = 'GET', path = ''] = entry.operation.split(' ');
    const lower = method.toLowerCase();
    it(`${entry.operation}: valid request matches the documented schema`, async () => {
      const response = await send(platform.app, entry.ok);
      if (entry.ok.status === 204) {
        expect(response.statusCode, response.body).toBe(204);
        expect(response.body).toBe('');
      } else {
        checker.check(response, path, entry.ok.status ?? 200, lower);
      }
    });
    if (entry.bad) {
      const bad = entry.bad;
      it(`${entry.operation}: malformed input is a 400 naming the parameter`, async () => {
        const body = checker.check(await send(platform.app, bad), path, 400, lower) as { parameter?: string };
        expect(body.parameter, 'parameter').toBeTruthy();
      });
    }
    if (entry.missing) {
      const missing = entry.missing;
      it(`${entry.operation}: a missing item is a 404`, async () => {
        checker.check(await send(platform.app, missing), path, 404, lower);
      });
    }
  }
});
