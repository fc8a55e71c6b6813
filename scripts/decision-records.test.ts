import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const decisions = join(root, 'docs/decisions');
const records = readdirSync(decisions).filter((file) => /^\d{3}-.+\.md$/.test(file));
const STATUS_LINE = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded by (\d{3}))\b/;

describe('decision records', () => {
  it.each(records)('%s has a title, then a Date and a Status line', (file) => {
    const lines = readFileSync(join(decisions, file), 'utf8').split('\n');
    expect(lines[0]).toMatch(new RegExp(`^# ${file.slice(0, 3)}: `));
    const status = lines[2]?.match(STATUS_LINE);
    expect(status, `${file}: line 3 must read "Date: YYYY-MM-DD · Status: accepted|superseded by NNN"`).not.toBeNull();
    const supersededBy = status![3];
    if (supersededBy)
      expect(
        records.some((other) => other.startsWith(`${supersededBy}-`)),
        `${file} is superseded by a record that does not exist`,
      ).toBe(true);
  });

  it('are all listed in the index, in order', () => {
    const index = readFileSync(join(decisions, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(listed).toEqual([...records].sort());
  });
});

describe('the patches register (docs/patches.md)', () => {
  const rows = readFileSync(join(root, 'docs/patches.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Library') && !line.startsWith('|---'));

  it('names a version, a place and a canary test that exists for every row', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [library, , where, canary, removal] = row.split(' | ');
      expect(library, row).toMatch(/\d+(\.\d+)*/);
      expect(removal?.trim().length, row).toBeGreaterThan(3);
      for (const [, path] of where!.matchAll(/`([^`]+\.(?:ts|tsx))`/g)) {
        const found = [path!, join('apps/web', path!), join('apps/web/app', path!), join('apps/web/scripts', path!)].some((candidate) =>
          existsSync(join(root, candidate.replace(/ .*/, ''))),
        );
        expect(found, `${path} of "${library}"`).toBe(true);
      }
      const tests = [...canary!.matchAll(/`([^`]+\.(?:test|spec)\.tsx?)`/g)].map((match) => match[1]!);
      expect(tests.length, `no canary test named for "${library}"`).toBeGreaterThan(0);
      for (const test of tests) {
        const candidates = [test, join('apps/web/scripts', test), join('apps/web/app', test), join('apps/web/test/http', test), join('apps/web', test)];
        expect(
          candidates.some((candidate) => existsSync(join(root, candidate))),
          `canary ${test} of "${library}"`,
        ).toBe(true);
      }
    }
  });
});
