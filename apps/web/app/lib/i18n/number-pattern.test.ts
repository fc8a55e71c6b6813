import { CULTURE_CODES } from '@mc/sites/culture-codes';
import { FALLBACK_RATES } from '@mc/sites/fallback-rates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysFormat, formatWithPattern, moneyFormat, numberPatternOf, parseNumberPattern, type NumberPattern } from './number-pattern.ts';

const CURRENCIES = Object.keys(FALLBACK_RATES);

describe('number patterns', () => {
  it('exist for every culture with every currency the ticker can show, and for the days unit', () => {
    for (const locale of CULTURE_CODES) {
      for (const currency of CURRENCIES) expect(numberPatternOf(moneyFormat(locale, currency)), `${locale} ${currency}`).not.toBeNull();
      expect(numberPatternOf(daysFormat(locale)), locale).not.toBeNull();
    }
  });

  it('format money exactly as Intl does (grouping from 4 or 5 digits, lakh grouping, signs on either side)', () => {
    const cases = CULTURE_CODES.flatMap((locale) => CURRENCIES.map((currency) => ({ locale, currency })));
    const formats = new Map(cases.map(({ locale, currency }) => [`${locale} ${currency}`, moneyFormat(locale, currency)]));
    const patterns = new Map([...formats].map(([key, format]) => [key, numberPatternOf(format)!]));
    fc.assert(
      fc.property(
        fc.constantFrom(...formats.keys()),
        fc.oneof(
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          fc.integer({ min: 0, max: 1e9 }).map((cents) => cents / 100),
          // Any finite double, the huge ones too (a feed is not trusted to be sane).
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        ),
        (key, value) => {
          expect(formatWithPattern(patterns.get(key)!, value)).toBe(formats.get(key)!.format(value));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('round the decimal Intl rounds, not the binary value toFixed rounds (1.005 is 1.01)', () => {
    const values = [1.005, 1.015, 2.675, 0.995, 1000.005, 999_999.995, 8.345, 281_474_976_710_531.6, 1e21, 123_456_789e20, 5e-7, 0.000_015];
    for (const locale of CULTURE_CODES)
      for (const currency of ['EUR', 'INR']) {
        const format = moneyFormat(locale, currency);
        const pattern = numberPatternOf(format)!;
        for (const value of values) expect(formatWithPattern(pattern, value), `${locale} ${currency} ${value}`).toBe(format.format(value));
      }
    expect(formatWithPattern(numberPatternOf(moneyFormat('en-GB', 'GBP'))!, 1.005)).toBe('£1.01');
  });

  it('format whole days exactly as Intl does', () => {
    for (const locale of CULTURE_CODES) {
      const format = daysFormat(locale);
      const pattern = numberPatternOf(format)!;
      for (let days = 0; days <= 400; days += 1) expect(formatWithPattern(pattern, days)).toBe(format.format(days));
    }
  });

  it('gives no pattern where string operations would not reproduce Intl', () => {
    // Arabic-Indic digits, and a format whose fraction digits vary.
    expect(numberPatternOf(new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EGP' }))).toBeNull();
    expect(numberPatternOf(new Intl.NumberFormat('en', { maximumFractionDigits: 2 }))).toBeNull();
  });

  it('groups the way the pattern says', () => {
    const indian: NumberPattern = {
      prefix: '₹',
      suffix: '',
      negativePrefix: '-₹',
      negativeSuffix: '',
      group: ',',
      decimal: '.',
      primary: 3,
      secondary: 2,
      groupFrom: 4,
      fractionDigits: 2,
    };
    expect(formatWithPattern(indian, 1_234_567.5)).toBe('₹12,34,567.50');
    expect(formatWithPattern(indian, -0.001)).toBe('-₹0.00');
    expect(formatWithPattern({ ...indian, exact: { '1.00': 'one rupee' } }, 1)).toBe('one rupee');
    expect(formatWithPattern({ ...indian, groupFrom: 5 }, 1234)).toBe('₹1234.00');
  });
});

describe('a pattern read back from the page', () => {
  it('comes back as it was sent', () => {
    for (const locale of CULTURE_CODES) {
      const pattern = numberPatternOf(daysFormat(locale))!;
      expect(parseNumberPattern(JSON.parse(JSON.stringify(pattern)))).toEqual(pattern);
    }
  });

  it('is null, never a throw, for anything else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseNumberPattern(value)).toBeNull();
      }),
    );
    const sound = numberPatternOf(moneyFormat('en-GB', 'GBP'))!;
    for (const broken of [
      { ...sound, primary: 0 },
      { ...sound, group: 7 },
      { ...sound, fractionDigits: 1.5 },
      { ...sound, exact: { '1': 1 } },
      { ...sound, prefix: 'x'.repeat(41) },
    ])
      expect(parseNumberPattern(broken)).toBeNull();
  });
});
