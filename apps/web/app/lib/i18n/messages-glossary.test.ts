import { readdirSync, readFileSync } from 'node:fs';
import { isCultureCode } from '@mc/sites/culture-codes';
import { glossaryViolations, missingPreferredTerms } from '@mc/sites/glossary';
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

/** The message areas of offers, the bonus page and help: where a translation must use the glossary's preferred terms. */
const OFFER_AND_HELP_AREAS = ['compliance', 'promotions', 'leaderboard', 'banners', 'info', 'voucher', 'account'];

describe('the preferred terms over the offer and help messages', () => {
  const read = (culture: string, area: string): unknown => JSON.parse(readFileSync(new URL(`${culture}/${area}.json`, MESSAGES), 'utf8'));
  const english = new Map(OFFER_AND_HELP_AREAS.flatMap((area) => [...leaves(read('en-GB', area), area)]));
  const translated = readdirSync(MESSAGES).filter((name) => isCultureCode(name) && !name.startsWith('en'));

  it.each(translated)('%s names every concept the English names with its preferred term (file, key, the term)', (culture) => {
    if (!isCultureCode(culture)) return;
    const missing: string[] = [];
    let compared = 0;
    for (const area of OFFER_AND_HELP_AREAS) {
      for (const [key, text] of leaves(read(culture, area), area)) {
        const source = english.get(key);
        if (source === undefined) continue;
        compared++;
        for (const { concept, preferred } of missingPreferredTerms({ culture: 'en-GB', text: source }, culture, text))
          missing.push(`messages/${culture}/${area}.json ${key}: "${text}" does not say "${preferred}" (${concept})`);
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
