import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Call, EndpointCase } from './cases.ts';
import type { ContractChecker } from './contract.ts';

const send = (app: FastifyInstance, call: Call) =>
  app.inject({
    method: call.method ?? 'GET',
    url: call.url,
    headers: call.headers,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });

/** For each case: valid call matches the documented 2xx schema; bad → 400; missing → 404 (both as documented Error). */
export function runCases(context: () => { app: FastifyInstance; checker: ContractChecker }, cases: readonly EndpointCase[]): void {
  for (const entry of cases) {
    const [method = 'GET', path = ''] = entry.operation.split(' ');
    const lower = method.toLowerCase();
    it(`${entry.operation}: valid request matches the documented schema`, async () => {
      const { app, checker } = context();
      checker.check(await send(app, entry.ok), path, entry.ok.status ?? 200, lower);
    });
    if (entry.bad) {
      const bad = entry.bad;
      it(`${entry.operation}: malformed input is a 400 naming the parameter`, async () => {
        const { app, checker } = context();
        const body = checker.check(await send(app, bad), path, 400, lower) as { parameter?: string };
        expect(body.parameter, 'parameter').toBeTruthy();
      });
    }
    if (entry.missing) {
      const missing = entry.missing;
      it(`${entry.operation}: a missing item is a 404`, async () => {
        const { app, checker } = context();
        checker.check(await send(app, missing), path, 404, lower);
      });
    }
  }
}
