import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillNumberPlaceholders, fillPlaceholders } from './placeholders.ts';

const number = (locale: string) => (value: number) => new Intl.NumberFormat(locale).format(value);

describe('number placeholders', () => {
  it('fills numbers in the culture’s own writing', () => {
    const text = 'RTP [rtp] %, [reels] Walzen, [paylines] Gewinnwege';
    expect(fillNumberPlaceholders(text, { rtp: 94.69, reels: 5, paylines: 4096 }, number('de-DE'))).toBe('RTP 94,69 %, 5 Walzen, 4.096 Gewinnwege');
    expect(fillNumberPlaceholders('[rtp] %', { rtp: 94.69 }, number('fr-CA'))).toBe('94,69 %');
    expect(fillNumberPlaceholders('[rtp]%', { rtp: 94.69 }, number('en'))).toBe('94.69%');
  });

  it('leaves a placeholder with no finite number, and markdown links, as they are', () => {
    const values = { rtp: Number.NaN, reels: '5', lines: undefined, constructor: 1 };
    expect(fillNumberPlaceholders('[rtp] [reels] [lines] [other]', values, number('da'))).toBe('[rtp] [reels] [lines] [other]');
    expect(fillNumberPlaceholders('[Spiele](route:casinoGames) [rtp]', { rtp: 96 }, number('de-DE'))).toBe('[Spiele](route:casinoGames) 96');
    expect(fillNumberPlaceholders('[toString]', {}, number('de-DE'))).toBe('[toString]');
  });

  it('never writes a decimal point into comma-decimal copy, nor anything but the formatted number', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.constantFrom('de-DE', 'da', 'sv', 'es', 'fr-CA'),
        fc.string().filter((s) => !s.includes('[')),
        (value, locale, around) => {
          const filled = fillNumberPlaceholders(`${around}[x]${around}`, { x: value }, number(locale));
          expect(filled).toBe(`${around}${number(locale)(value)}${around}`);
          expect(number(locale)(value)).not.toMatch(/\d\.\d{1,2}(?!\d)/);
        },
      ),
    );
  });
});

describe('route placeholders', () => {
  it('fills route parameters, [slug] meaning the last one', () => {
    expect(fillPlaceholders('Play [slug] now', { gameSlug: 'book-of-gods' })).toBe('Play book-of-gods now');
    expect(fillPlaceholders('[country] / [country]', { country: 'Frankreich' })).toBe('Frankreich / Frankreich');
    expect(fillPlaceholders('[gameSlug]/[unknown]/[toString]', { gameSlug: 'x' })).toBe('x/[unknown]/[toString]');
  });
});
