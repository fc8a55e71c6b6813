import { readdirSync, readFileSync } from 'node:fs';
import { isCultureCode } from '@mc/sites/culture-codes';
import { glossaryViolations } from '@mc/sites/glossary';
import { describe, expect, it } from 'vitest';

const MESSAGES = new URL('../../../messages/', import.meta.url);

/** Every string of a message tree with its key path (`leaderboard.title`). */
function* leaves(tree: unknown, path = ''): Generator<[string, string]> {
  if (typeof tree === 'string') yield [path, tree];
  else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree)) yield* leaves(value, path ? `${path}.${key}` : key);
}

describe('the terminology glossary over the message files', () => {
  const cultures = readdirSync(MESSAGES).filter((name) => !name.startsWith('.'));

  it('covers a culture per message folder', () => {
    expect(cultures.filter((name) => !isCultureCode(name))).toEqual([]);
    expect(cultures.length).toBeGreaterThanOrEqual(11);
  });

  it.each(cultures)('finds no banned variant in %s (file, key, what it says, the preferred term)', (culture) => {
    if (!isCultureCode(culture)) return;
    const found: string[] = [];
    for (const file of readdirSync(new URL(`${culture}/`, MESSAGES)).filter((name) => name.endsWith('.json'))) {
      const tree: unknown = JSON.parse(readFileSync(new URL(`${culture}/${file}`, MESSAGES), 'utf8'));
      for (const [key, text] of leaves(tree))
        for (const { concept, found: variant, preferred } of glossaryViolations(culture, text))
          found.push(`messages/${culture}/${file} ${key}: "${variant}" → "${preferred}" (${concept})`);
    }
    expect(found).toEqual([]);
  });
});
