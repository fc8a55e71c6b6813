import type { CultureCode } from '@mc/sites/culture-codes';
import { glossaryViolations, missingPreferredTerms } from '@mc/sites/glossary';
import { describe, expect, it } from 'vitest';
import { ALL_CULTURES, langOf, LANGS, type Lang } from '../src/lib/markets.ts';
import { BANNER_TEXTS, BT_TEXTS } from '../src/seed/copy/banners.ts';
import { FAQ } from '../src/seed/copy/faq.ts';
import { PROMO_COPY, PROMO_WORDS } from '../src/seed/copy/promotions.ts';
import { FEED_COPY } from '../src/seed/content/feeds.ts';
import { marketCopy, type MarketCopy } from '../src/seed/content/market.ts';
import { WIDGET_MESSAGES } from '../src/widget/widget-messages.ts';

/**
 * The glossary's preferred terms (packages/sites/src/glossary/forms.ts) in the offers, help and
 * account widget copy: where the English names a concept (a deposit, wagering, a leaderboard…),
 * every language names it with its preferred term, not merely with no banned variant. Texts are
 * compared by key; the help and legal texts of a language with the English written for the same
 * market facts (offers, real-money play), so the two say the same things.
 */
const first = (lang: Lang): CultureCode => ALL_CULTURES.find((culture) => langOf(culture) === lang)!;

function* leaves(value: unknown, path: string): Generator<[string, string]> {
  // A slug is an identifier, not a text.
  if (typeof value === 'string' && !path.endsWith('.slug')) yield [path, value.replace(/\]\([^)]*\)/g, ']')];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* leaves(item, `${path}[${index}]`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* leaves(item, `${path}.${key}`);
}

/** Concepts a culture's copy may leave out where the English names them, and why. */
const EXEMPT: Partial<Record<CultureCode, readonly string[]>> = {
  // Sweden has no bonus policy page (spec: bonus "not sv"): its offer states its terms itself.
  sv: ['bonus policy'],
};

/** Per source set: the English value and the language's, walked in step. */
function missing(name: string, english: unknown, translated: unknown, culture: CultureCode): string[] {
  const source = new Map(leaves(english, name));
  const found: string[] = [];
  for (const [path, text] of leaves(translated, name)) {
    const en = source.get(path);
    if (en === undefined) continue;
    for (const { concept, preferred } of missingPreferredTerms({ culture: 'en-GB', text: en }, culture, text))
      if (!EXEMPT[culture]?.includes(concept)) found.push(`${path}: "${text.slice(0, 90)}" does not say "${preferred}" (${concept})`);
  }
  return found;
}

/** The English facts set to the culture's market's: the English texts as they would read there. */
const englishFor = (market: MarketCopy): MarketCopy => ({
  ...marketCopy('en'),
  offers: market.offers,
  realMoney: market.realMoney,
  promotionsPage: market.promotionsPage,
  bonusPage: market.bonusPage,
});

const translated = LANGS.filter((lang) => lang !== 'en');

describe('preferred terms in the offer, help and widget copy', () => {
  it.each(translated)('%s: the account widget messages', (lang) => {
    expect(missing('widget', WIDGET_MESSAGES.en, WIDGET_MESSAGES[lang], first(lang))).toEqual([]);
  });

  it.each(translated)('%s: promotions, banners and bt texts', (lang) => {
    const culture = first(lang);
    const bt = Object.fromEntries(Object.entries(BT_TEXTS).map(([code, texts]) => [code, texts[lang]]));
    const btEn = Object.fromEntries(Object.entries(BT_TEXTS).map(([code, texts]) => [code, texts.en]));
    expect([
      ...missing('PROMO_COPY', PROMO_COPY.en, PROMO_COPY[lang], culture),
      ...missing('PROMO_WORDS', PROMO_WORDS.en, PROMO_WORDS[lang], culture),
      ...missing('BANNER_TEXTS', BANNER_TEXTS.en, BANNER_TEXTS[lang], culture),
      ...missing('BT_TEXTS', btEn, bt, culture),
    ]).toEqual([]);
  });

  it.each(translated)('%s: help questions and the help, responsible-gaming, bonus and legal pages, culture by culture', (lang) => {
    const found: string[] = [];
    for (const culture of ALL_CULTURES.filter((code) => langOf(code) === lang)) {
      const market = marketCopy(culture);
      const english = englishFor(market);
      found.push(...missing(`FAQ ${culture}`, FAQ.en(english), FAQ[lang](market), culture));
      const feeds = FEED_COPY[lang](market);
      const feedsEn = FEED_COPY.en(english);
      for (const code of ['responsibleGaming', 'bonusPolicy', 'terms', 'uploadingDocuments', 'contact'] as const)
        found.push(...missing(`${code} ${culture}`, feedsEn[code], feeds[code], culture));
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it.each(translated)('%s: help questions as many as the English for the same market, with no banned variant', (lang) => {
    for (const culture of ALL_CULTURES.filter((code) => langOf(code) === lang)) {
      const market = marketCopy(culture);
      const shape = (groups: ReturnType<(typeof FAQ)['en']>) => groups.map(([, , items]) => items.length);
      expect(shape(FAQ[lang](market)), culture).toEqual(shape(FAQ.en(englishFor(market))));
      for (const [path, text] of leaves(FAQ[lang](market), 'FAQ')) expect(glossaryViolations(culture, text), `${culture} ${path}`).toEqual([]);
    }
  });
});
