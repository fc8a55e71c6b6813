import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_DOC_PATH, withRouteTable } from './route-doc.ts';

describe('the documented route table', () => {
  it(`in ${ROUTE_DOC_PATH} is the current route table (run \`npm run docs:routes\` after changing it)`, () => {
    const doc = readFileSync(new URL(`../../../${ROUTE_DOC_PATH}`, import.meta.url), 'utf8');
    expect(doc).toBe(withRouteTable(doc));
  });
});
