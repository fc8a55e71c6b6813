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
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const none = {
  percent: null,
  minDeposit: null,
  maxBonus: null,
  minLoss: null,
  wagering: null,
  contributions: null,
  expiresInDays: null,
  spins: null,
  creditedOn: null,
  prizePool: null,
  entry: null,
};
const euro: SignificantTerms = {
  ...none,
  type: 'deposit-bonus',
  currency: 'EUR',
  percent: 100,
  minDeposit: 10,
  maxBonus: 100,
  wagering: { multiplier: 60, base: 'bonus' },
  contributions: { slots: 100, other: 10 },
  expiresInDays: 30,
};

describe('offer notes', () => {
  it('show a deposit bonus its match, deposit, cap, wagering, contribution and expiry in every market', () => {
    const uk = text(render('en-GB', { ...euro, currency: 'GBP', minDeposit: 20, maxBonus: 200, wagering: { multiplier: 10, base: 'bonus' } }));
    for (const part of ['100% match', 'Min. deposit £20', 'Max. bonus £200', 'Wagering 10× the bonus', 'slots 100%, other games 10%', 'Expires after 30 days'])
      expect(uk).toContain(part);
    expect(uk).toContain('BeGambleAware');
    // Not only where the market makes them a condition: the international edition states them too.
    expect(text(render('en', euro))).toMatch(/100% match.*Min\. deposit €10.*Max\. bonus €100.*Wagering 60× the bonus.*Expires after 30 days/);
    expect(text(render('de-DE', euro))).toMatch(/100 % Bonus.*Mindesteinzahlung 10 €.*60-facher Umsatz des Bonus/);
  });

  it('state each amount in the currency its terms are in, never the page culture currency', () => {
    expect(text(render('en-GB', euro))).toContain('Min. deposit €10');
    expect(text(render('en-GB', euro))).not.toContain('£');
  });

  it('show a race its prize pool and how to take part, and no deposit bonus terms', () => {
    const race = text(
      render('en-GB', {
        ...none,
        type: 'race',
        currency: 'GBP',
        prizePool: 5000,
        entry: { optIn: true, games: 'selected-slots', stakePerUnit: 1, minStake: 0.2 },
      }),
    );
    expect(race).toContain('Prize pool £5,000');
    expect(race).toContain('Opt in, then every £1 staked on the selected slots scores a point');
    expect(race).toContain('Min. stake £0.20 a spin');
    expect(race).not.toMatch(/deposit|Wagering|Max\. bonus/);
  });

  it('show cashback its share, range, day, wagering and expiry; spins their number and value', () => {
    const cashback = text(
      render('es', {
        ...none,
        type: 'cashback',
        currency: 'EUR',
        percent: 15,
        minLoss: 20,
        maxBonus: 500,
        creditedOn: 'wednesday',
        wagering: { multiplier: 60, base: 'bonus' },
        expiresInDays: 30,
      }),
    );
    expect(cashback).toMatch(/Reembolso del 15 % de tus pérdidas netas semanales a partir de 20 €, hasta 500 €.*Abonado cada miércoles.*60 veces el bono/);
    const spins = text(
      render('es', {
        ...none,
        type: 'bonus-spins',
        currency: 'EUR',
        spins: { count: 300, value: 0.1 },
        minDeposit: 30,
        wagering: { multiplier: 60, base: 'winnings' },
        expiresInDays: 30,
      }),
    );
    expect(spins).toMatch(/300 giros extra de 0,10 € cada uno.*Depósito mínimo 30 €.*60 veces las ganancias.*Solo en tragaperras/);
  });

  it('carry the Danish and Spanish promotion notices, and no notice where the market has none', () => {
    const da = text(render('da', euro));
    for (const part of ['Spil ansvarligt', 'StopSpillet', '70 22 28 25', 'ROFUS', 'Min. indbetaling']) expect(da).toContain(part);
    expect(text(render('es', euro))).toContain('Juega con responsabilidad');
    expect(render('en', euro)).not.toContain('data-promotion-notice');
    expect(render('en', { ...euro, expiresInDays: null })).toBe('');
  });
});
