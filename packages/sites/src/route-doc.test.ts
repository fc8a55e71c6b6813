import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withRouteTable } from './route-doc.ts';

describe('README route table', () => {
  it('is the current route table (run `npm run docs:routes` after changing it)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toBe(withRouteTable(readme));
  });
});
