import { CULTURE_CODES } from '@mc/sites/culture-codes';
import { ROUTES } from '@mc/sites/routes';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages.server.ts';
import { keyPaths, localeCoverage } from './locale-coverage.ts';
import { messageCatalogue } from './load-messages.server.ts';
import { MESSAGE_AREAS } from './messages.ts';

const enGB = loadMessages('en-GB', MESSAGE_AREAS);
const has = (path: string) => keyPaths(enGB as unknown as Record<string, unknown>).includes(path);

describe('message keys built at run time exist in en-GB', () => {
  it('has a title for every route key', () => {
    for (const key of ROUTES.keys()) expect(has(`routes.${key}`), key).toBe(true);
  });

  it('has a title for every game group of the route table', () => {
    const groups = new Set(
      [...ROUTES.values()]
        .flatMap((route) => [...(route.definition.gameGroups ?? []), ...Object.values(route.definition.culturesGameGroups ?? {}).flat()])
        .map((group) => group.titleKey ?? group.group),
    );
    for (const group of groups) expect(has(`gameTiles.groups.${group}`), group).toBe(true);
  });
});

describe('message catalogue', () => {
  it('covers every culture: each full locale has every en-GB key (the coverage report at 100 %), the English variants override en', () => {
    const coverage = localeCoverage(messageCatalogue() as never);
    expect(coverage.map(({ locale }) => locale).sort()).toEqual([...CULTURE_CODES].sort());
    for (const { locale, missing } of coverage) expect(missing, locale).toEqual([]);
  });

  it('translates every full locale in another language: English copied in is not a translation', () => {
    const catalogue = messageCatalogue() as ReadonlyMap<string, ReadonlyMap<string, Record<string, unknown>>>;
    const texts = (locale: string) =>
      new Map(
        MESSAGE_AREAS.flatMap((area) => {
          const tree = catalogue.get(locale)?.get(area);
          return keyPaths(tree).map((path) => [
            `${area}.${path}`,
            path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree),
          ]);
        }),
      );
    const reference = texts('en-GB');
    for (const { locale, override } of localeCoverage(catalogue as never)) {
      if (override || locale.startsWith('en')) continue;
      // Brand, game and vendor names and loanwords (Blackjack, IBAN) stay as they are: under a tenth of the keys.
      const same = [...texts(locale)].filter(([key, text]) => typeof text === 'string' && text.length > 3 && reference.get(key) === text);
      expect(same.length / reference.size, `${locale}: ${same.map(([key]) => key).join(', ')}`).toBeLessThan(0.1);
    }
  });

  it('has no key in any locale that en-GB does not define', () => {
    for (const { locale, unknown } of localeCoverage(messageCatalogue() as never)) expect(unknown, locale).toEqual([]);
  });

  it('falls back to en-GB for a missing string and layers English overrides', () => {
    const tCA = createTranslator({ locale: 'en-CA', messages: loadMessages('en-CA', ['footer', 'voucher']) });
    const tGB = createTranslator({ locale: 'en-GB', messages: enGB });
    expect(tCA('footer.licence.mga', { siteName: 'Mondo Casino' })).toContain('Mondo Casino is operated');
    expect(tCA('footer.licence.ukgc')).toBe(tGB('footer.licence.ukgc'));
    expect(tCA('voucher.errors.invalid')).toBe('Insert a valid code!');
    expect(tGB('voucher.errors.invalid')).toBe("Sorry this code isn't right, please try again!");
  });

  it('formats compiled messages: arguments, plurals and numbers in the culture', () => {
    const t = createTranslator({ locale: 'de-DE', messages: loadMessages('de-DE', ['blog']) });
    expect(t('blog.postCount', { count: 1 })).not.toBe(t('blog.postCount', { count: 2 }));
    expect(t('blog.postCount', { count: 1234 })).toContain('1.234');
  });
});
