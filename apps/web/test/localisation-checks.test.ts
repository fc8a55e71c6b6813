import { describe, expect, it } from 'vitest';
import { decimalPoints, englishCountryNames, englishTerms, releaseDateOf } from './localisation-checks.ts';
import { pageText } from './page-text.ts';

describe('decimal points on comma-decimal pages', () => {
  it('finds a number written the English way', () => {
    expect(decimalPoints('de-DE', 'Bewertet mit 4.2 von 5')).toEqual(['decimal point "4.2" in "Bewertet mit 4.2 von 5"']);
    expect(decimalPoints('fr-CA', 'Taux de retour 94.75 %')).toHaveLength(1);
    expect(decimalPoints('sv', '★ 4.6')).toHaveLength(1);
    expect(decimalPoints('es', 'RTP del 96.1 %')).toHaveLength(1);
    // The decimal part of an English-grouped number.
    expect(decimalPoints('de-DE', 'Gewinn 1,234.5 €')).toHaveLength(1);
  });

  it('does not take grouping, dates, versions or dotted times for decimals', () => {
    expect(decimalPoints('da', '132.610 kr. · 1.234.567 kr.')).toEqual([]);
    expect(decimalPoints('de-DE', 'am 31.05.2025 · Version 3.17.0 · 4.096 Gewinnwege')).toEqual([]);
    expect(decimalPoints('da', '31. maj 2025 kl. 05.00 · 28. maj 2025 kl. 19.00 GMT')).toEqual([]);
    expect(decimalPoints('fi', 'Viking Bonanza 31.5.2025 09.00 El***s 23 634 € · 31. toukokuuta 2025 klo 5.00')).toEqual([]);
    expect(decimalPoints('de-DE', 'Bewertet mit 4,2 von 5 · 94,69 %')).toEqual([]);
  });

  it('judges a dot by the locale: sv and fr-CA never group with dots; a Danish time needs its context', () => {
    expect(decimalPoints('sv', '132.610 kr')).toHaveLength(1);
    expect(decimalPoints('da', 'Tilbagebetaling 12.50 %')).toHaveLength(1);
    expect(decimalPoints('de-DE', 'um 05.00 Uhr')).toHaveLength(1);
    expect(decimalPoints('fi', 'Palautusprosentti 94.69 % · 2025 12.50')).toHaveLength(2);
  });

  it('leaves point-decimal locales alone', () => {
    expect(decimalPoints('en-GB', 'Rated 4.2 out of 5')).toEqual([]);
    expect(decimalPoints('en-CA', '94.69%')).toEqual([]);
  });
});

describe('English names on other-language pages', () => {
  it('lists the English country names the locale says differently', () => {
    const names = englishCountryNames('de-DE', ['US', 'DE', 'MT', 'AT']);
    expect(names).toEqual(expect.arrayContaining(['United States', 'Germany', 'Austria']));
    expect(names).not.toContain('Malta');
  });

  it('finds whole words only', () => {
    expect(englishTerms('country name', 'Nicht verfügbar in United States', ['United States'])).toEqual([
      'English country name "United States" in "Nicht verfügbar in United States"',
    ]);
    expect(englishTerms('payment method', 'Debitkarte · Bank transfers', ['Bank transfer', 'Debit card'], true)).toEqual([]);
    expect(englishTerms('payment method', 'Betal med debit card', ['Debit card'], true)).toHaveLength(1);
    expect(englishTerms('country name', 'Chadwick', ['Chad'])).toEqual([]);
  });
});

describe('release dates', () => {
  it('reads the machine-readable day and the day of the month the page shows', () => {
    expect(releaseDateOf('<p>By X · <time dateTime="2025-05-01">Released May 1, 2025</time></p>')).toEqual({ datetime: '2025-05-01', shownDay: 1 });
    expect(releaseDateOf('<time datetime="2025-05-01">Veröffentlicht am 01.05.2025</time>')).toEqual({ datetime: '2025-05-01', shownDay: 1 });
    expect(releaseDateOf('<time dateTime="2025-05-01">Released Apr 30, 2025</time>')).toEqual({ datetime: '2025-05-01', shownDay: 30 });
    expect(releaseDateOf('<p>Released 1 May 2025</p>')).toBeNull();
  });
});

describe('page text', () => {
  it('keeps visible text only, words of one line together and blocks apart', () => {
    const html =
      '<html><head><title>A &amp; B</title><style>p{}</style></head><body><script>var x = "4.2";</script>' +
      '<p title="4.2">Rated <strong>4</strong>,2<!-- --> out of 5</p><ul><li>1</li><li>2</li></ul><template><p>hidden</p></template></body></html>';
    expect(pageText(html)).toBe('A & B\nRated 4,2 out of 5\n1\n2');
    expect(pageText('<body><a><span>Royal Blitz Jackpot</span><span>Driftwood Play</span></a></body>')).toBe('Royal Blitz Jackpot Driftwood Play');
  });
});
