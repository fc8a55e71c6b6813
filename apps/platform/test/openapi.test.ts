import fs from 'node:fs';
import path from 'node:path';
import { validate, compileErrors } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PLATFORM_ROOT } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { generateOpenApi } from '../src/server/openapi-document.ts';
import { accountCases } from './helpers/account-cases.ts';
import { seedIds } from './helpers/cases.ts';
import { ContractChecker, type OpenApiDocument } from './helpers/contract.ts';
import { IMAGE_CASES, SERVICE_CASES } from './helpers/service-cases.ts';
import { siteCases } from './helpers/site-cases.ts';

/** Generated once for the file: each generation builds and readies a whole server. */
let generated: ReturnType<typeof generateOpenApi> | undefined;
const openApi = () => (generated ??= generateOpenApi());

describe('OpenAPI document', () => {
  it('is committed and up to date with the route schemas (run `npm run openapi -w @mc/platform`)', async () => {
    const { yaml } = await openApi();
    const committed = fs.readFileSync(path.join(PLATFORM_ROOT, 'openapi.yaml'), 'utf8');
    expect(committed === yaml, 'apps/platform/openapi.yaml is stale: run npm run openapi -w @mc/platform').toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const { json } = await openApi();
    const result = await validate(structuredClone(json) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(json.openapi).toBe('3.1.0');
  });

  it('every documented operation has contract cases, and every case names a documented operation', async () => {
    const { json } = await openApi();
    const operations = new ContractChecker(json as unknown as OpenApiDocument).operations();
    const db = openDatabase(inject('templateDb'));
    const noState = { username: '', password: '', session: '', logoutSession: '', resetCode: '', prefillCode: '' };
    const covered = [...SERVICE_CASES, ...IMAGE_CASES, ...siteCases(seedIds(db)), ...accountCases(noState)].map((entry) => entry.operation);
    db.close();
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered].sort()).toEqual([...operations].sort());
  });

  it('documents a 400 and a 404 answer for every site API operation', async () => {
    const { json } = await openApi();
    const paths = (json as unknown as OpenApiDocument).paths;
    for (const [route, methods] of Object.entries(paths)) {
      if (!route.startsWith('/sites/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation.responses ?? {}), `${method} ${route}`).toEqual(expect.arrayContaining(['400', '404']));
      }
    }
  });
});
