import { afterAll, beforeAll, describe } from 'vitest';
import { seedIds } from './helpers/cases.ts';
import { ContractChecker, type OpenApiDocument } from './helpers/contract.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';
import { runCases } from './helpers/run-cases.ts';
import { siteCases } from './helpers/site-cases.ts';
import { openDatabase } from '../src/db/database.ts';
import { inject } from 'vitest';

let platform: TestPlatform;
let checker: ContractChecker;

// Case URLs need seed ids before the tests are declared: read them from the template file.
const template = openDatabase(inject('templateDb'));
const cases = siteCases(seedIds(template));
template.close();

beforeAll(async () => {
  platform = await startPlatform();
  checker = new ContractChecker(platform.app.swagger() as unknown as OpenApiDocument);
});
afterAll(() => platform.close());

describe('site API contract', () => {
  runCases(() => ({ app: platform.app, checker }), cases);
});
