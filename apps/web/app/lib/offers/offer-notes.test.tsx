import type { CultureCode } from '@mc/sites/culture-codes';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '../i18n/intl-provider.tsx';
import { loadMessages } from '../i18n/load-messages.server.ts';
import type { SignificantTerms } from './offer-facts.ts';
import { OfferNotes } from './offer-notes.tsx';

const render = (code: CultureCode, terms: SignificantTerms | null) =>
  renderToStaticMarkup(
    <AppIntlProvider culture={{ hreflang: code, timeZone: 'UTC' }} messages={loadMessages(code, ['compliance'])}>
      <OfferNotes culture={code} terms={terms} />
    </AppIntlProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const euro: SignificantTerms = { currency: 'EUR', minDeposit: 10, maxBonus: 100, wagering: { multiplier: 10, base: 'bonus' }, expiresInDays: 30 };

describe('offer notes', () => {
  it('show a UK offer its four significant terms and BeGambleAware', () => {
    const html = text(render('en-GB', { ...euro, currency: 'GBP', minDeposit: 20, maxBonus: 200 }));
    expect(html).toContain('Min. deposit £20');
    expect(html).toContain('Max. bonus £200');
    expect(html).toContain('Wagering 10× the bonus');
    expect(html).toContain('Expires after 30 days');
    expect(html).toContain('BeGambleAware');
  });

  it('state each amount in the currency its terms are in, never the page culture currency', () => {
    expect(text(render('en-GB', euro))).toContain('Min. deposit €10');
    expect(text(render('en-GB', euro))).not.toContain('£');
  });

  it('carry the Danish and Spanish promotion notices, and nothing where the market has neither rule', () => {
    const da = text(render('da', euro));
    for (const part of ['Spil ansvarligt', 'StopSpillet', '70 22 28 25', 'ROFUS']) expect(da).toContain(part);
    expect(da).not.toContain('Min.');
    expect(text(render('es', euro))).toContain('Juega con responsabilidad');
    expect(render('en', euro)).toBe('');
    expect(render('sv', euro)).toBe('');
  });
});
