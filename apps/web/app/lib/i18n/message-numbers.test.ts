import { CULTURE_CODES } from '@mc/sites/culture-codes';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages.server.ts';
import type { MessageArea } from './messages.ts';

/**
 * Messages whose arguments are numbers (the components pass numbers, not strings): each must
 * format them as its culture writes numbers ({rating, number}), since a bare {rating} prints
 * String(4.2) = "4.2" in German too. Other arguments get the values the components give them.
 */
const NUMERIC: readonly { key: string; numbers: readonly string[]; others?: Readonly<Record<string, string>> }[] = [
  { key: 'gameTiles.badges.rating', numbers: ['rating'] },
  { key: 'banners.goTo', numbers: ['number'] },
  { key: 'banners.slide', numbers: ['current', 'total'] },
  { key: 'info.selfAssessment.progress', numbers: ['answered', 'total'] },
  { key: 'info.selfAssessment.score', numbers: ['score', 'max'] },
  { key: 'info.bonus.wageringRule', numbers: ['multiplier', 'days'], others: { base: 'bonus' } },
  { key: 'info.bonus.contributions', numbers: ['slots', 'other'] },
  { key: 'info.bonus.maxBetRule', numbers: ['percent'], others: { minimum: '€', cap: '€' } },
  { key: 'info.bonus.freeSpinsRule', numbers: ['multiplier', 'days'], others: { value: '€', slotsOnly: 'true' } },
  { key: 'info.bonus.claimOnce', numbers: ['hours'] },
  { key: 'info.bonus.offer.spins', numbers: ['spins'], others: { minDeposit: '€' } },
  { key: 'info.bonus.offer.cashback', numbers: ['percent', 'multiplier'], others: { min: '€', max: '€', day: 'Monday' } },
];

const AREAS = [...new Set(NUMERIC.map(({ key }) => key.split('.')[0] as MessageArea))];
const SAMPLE = 1234.5;

describe('numbers in messages', () => {
  for (const culture of CULTURE_CODES) {
    it(`are formatted as ${culture} writes them`, () => {
      const t = createTranslator({ locale: culture, messages: loadMessages(culture, AREAS) }) as unknown as (key: string, values: object) => string;
      const expected = new Intl.NumberFormat(culture).format(SAMPLE);
      for (const { key, numbers, others } of NUMERIC) {
        const text = t(key, { ...others, ...Object.fromEntries(numbers.map((name) => [name, SAMPLE])) });
        expect(text, key).toContain(expected);
        if (expected !== String(SAMPLE)) expect(text, key).not.toContain(String(SAMPLE));
      }
    });
  }
});
