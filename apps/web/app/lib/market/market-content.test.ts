import { FALLBACK_RATES } from '@mc/sites/fallback-rates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannedTerms, gameOffered, isJackpotGame, jackpotsAllowed, linksToForbiddenRoute } from './market-content.ts';
import { capStake, stakeCapIn } from './stake-cap.ts';

const plain = { badges: { jackpot: false }, parameters: { jackpot: false, bingoJackpot: false } };

describe('jackpot games', () => {
  it('are told by any of their signals: tile badge, parameters or the search flag', () => {
    expect(isJackpotGame(plain)).toBe(false);
    expect(isJackpotGame({})).toBe(false);
    expect(isJackpotGame({ badges: { jackpot: true } })).toBe(true);
    expect(isJackpotGame({ parameters: { jackpot: true } })).toBe(true);
    expect(isJackpotGame({ parameters: { bingoJackpot: true } })).toBe(true);
    expect(isJackpotGame({ jackpot: true })).toBe(true);
  });

  it('are not offered where the market has no-jackpots (Germany), and are elsewhere', () => {
    expect(jackpotsAllowed('de-DE')).toBe(false);
    expect(gameOffered('de-DE', { badges: { jackpot: true } })).toBe(false);
    expect(gameOffered('de-DE', plain)).toBe(true);
    for (const culture of ['en', 'en-GB', 'da', 'sv', 'es'] as const) expect(gameOffered(culture, { badges: { jackpot: true } }), culture).toBe(true);
  });
});

describe('banned copy', () => {
  it("finds the German market's banned terms in any of the texts, at a word start and in any case", () => {
    expect(bannedTerms('de-DE', ['Mondo Casino', '18+. Jackpots fallen täglich.'])).toEqual(['Jackpot']);
    expect(bannedTerms('de-DE', [null, 'Das beste ONLINE-CASINO', undefined])).toEqual(['Online-Casino']);
    expect(bannedTerms('de-DE', ['Virtuelle Automatenspiele online', 'Mondo Casino Deutschland'])).toEqual([]);
    expect(bannedTerms('en', ['Jackpots drop daily'])).toEqual([]);
  });

  it('applies offers-scoped rules only to offers', () => {
    expect(bannedTerms('en-GB', ['50 free spins'])).toEqual([]);
    expect(bannedTerms('en-GB', ['50 free spins'], 'offers')).toEqual(['free spin']);
  });

  it('treats a link to a route the market removes as forbidden, not one the culture merely lacks', () => {
    expect(linksToForbiddenRoute('de-DE', 'route:jackpots')).toBe(true);
    expect(linksToForbiddenRoute('de-DE', 'route:dailyJackpots')).toBe(true);
    expect(linksToForbiddenRoute('de-DE', 'route:liveCasino')).toBe(false);
    expect(linksToForbiddenRoute('de-DE', 'route:onlineSlots')).toBe(false);
    expect(linksToForbiddenRoute('de-DE', '#account/register')).toBe(false);
    expect(linksToForbiddenRoute('en', 'route:jackpots')).toBe(false);
  });
});

describe('stake cap', () => {
  it('is the German €1 in euros, converted and rounded down elsewhere, absent where the market has none', () => {
    expect(stakeCapIn('de-DE', 'EUR')).toBe(1);
    expect(stakeCapIn('de-DE', 'SEK')).toBe(10.63);
    expect(stakeCapIn('de-DE', 'GBP')).toBe(0.86);
    expect(stakeCapIn('de-DE', 'XYZ')).toBeNaN();
    expect(stakeCapIn('en', 'EUR')).toBeNull();
    expect(stakeCapIn('en-GB', 'GBP')).toBeNull();
  });

  it('never lets a capped stake exceed the cap (in euros) nor the stake itself; an unconvertible cap hides it', () => {
    const currencies = Object.keys(FALLBACK_RATES);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom(...currencies), (amount, currency) => {
        const capped = capStake(amount, stakeCapIn('de-DE', currency))!;
        expect(capped).toBeLessThanOrEqual(amount);
        expect(capped / FALLBACK_RATES[currency]!).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
    expect(capStake(100, null)).toBe(100);
    expect(capStake(100, Number.NaN)).toBeUndefined();
  });
});
