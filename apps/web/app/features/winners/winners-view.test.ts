import { DEFAULT_SITES } from '@mc/sites/default-sites';
import type { Culture } from '@mc/sites/site-schema';
import { createFormatter } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import type { Winner } from './winners-schemas.ts';
import { displayAmount, formatWinAmount, formatWonAt, toWinnerRows, winnerGameHref, WINNERS_LIMIT } from './winners-view.ts';

const culture = (code: string): Culture => {
  const found = DEFAULT_SITES.flatMap((site) => site.cultures).find((c) => c.code === code);
  if (!found) throw new Error(code);
  return found;
};
const winner = (overrides: Partial<Winner> = {}): Winner => ({
  userName: 'Ma***o',
  amount: 23358,
  currency: 'GBP',
  gameSlug: 'pharaohs-nights',
  gameName: "Pharaoh's Nights",
  routeKey: 'onlineSlotsGame',
  wonAt: '2025-05-31T11:00:00.000Z',
  ...overrides,
});

const gb = createFormatter({ locale: 'en-GB', timeZone: 'UTC' });

describe('winner rows', () => {
  it('keeps the newest first, at most the limit, and drops rows without a valid date or amount', () => {
    const feed = [
      winner({ userName: 'old', wonAt: '2025-05-01T00:00:00Z' }),
      winner({ userName: 'new', wonAt: '2025-05-31T11:00:00Z' }),
      winner({ userName: 'bad-date', wonAt: 'yesterday' }),
      winner({ userName: 'bad-amount', amount: Number.NaN }),
      ...Array.from({ length: 20 }, (_, i) => winner({ userName: `w${i}`, wonAt: '2025-05-10T00:00:00Z' })),
    ];
    const rows = toWinnerRows(feed, culture('en-GB'), gb);
    expect(rows).toHaveLength(WINNERS_LIMIT);
    expect(rows[0]?.userName).toBe('new');
    expect(rows.map((row) => row.userName)).not.toContain('bad-date');
    expect(rows.map((row) => row.userName)).not.toContain('bad-amount');
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(toWinnerRows(feed, culture('en-GB'), gb, 30).at(-1)?.userName).toBe('old');
  });

  it('carries the win time as text in GMT, formatted with the culture before the page renders', () => {
    const es = createFormatter({ locale: 'es', timeZone: 'Europe/Madrid' });
    const [row] = toWinnerRows([winner({ wonAt: '2025-05-31T23:30:00Z' })], culture('es'), es);
    expect(row?.wonAtText).toEqual({ date: '31 may 2025', time: '23:30' });
    expect(row?.amountText).toBe(formatWinAmount(es, 23358, 'GBP'));
    expect(row?.amountText).toMatch(/^23\.358\sGBP$/);
  });

  it('links the game through its route where the culture has it', () => {
    expect(winnerGameHref(winner(), culture('en-GB'))).toBe('/online-slots/pharaohs-nights/');
    expect(winnerGameHref(winner({ routeKey: 'casinoGamesGame', gameSlug: 'roulette-nouveau' }), culture('es'))).toBe('/juegos-de-casino/roulette-nouveau/');
    expect(winnerGameHref(winner({ routeKey: 'liveCasinoGame', gameSlug: 'sic-bo-live' }), culture('en-CA'))).toBe('/en-CA/live-casino/sic-bo-live/');
    // no live casino in de-DE, unknown routes, routes that are not game pages, malformed slugs
    expect(winnerGameHref(winner({ routeKey: 'liveCasinoGame' }), culture('de-DE'))).toBeNull();
    expect(winnerGameHref(winner({ routeKey: 'noSuchRoute' }), culture('en-GB'))).toBeNull();
    expect(winnerGameHref(winner({ routeKey: 'onlineSlots' }), culture('en-GB'))).toBeNull();
    expect(winnerGameHref(winner({ gameSlug: '../admin' }), culture('en-GB'))).toBeNull();
  });
});

describe('winner amounts', () => {
  const uk = createFormatter({ locale: 'en-GB', timeZone: 'Europe/London' });
  const es = createFormatter({ locale: 'es', timeZone: 'Europe/Madrid' });
  const dk = createFormatter({ locale: 'da', timeZone: 'Europe/Copenhagen' });

  it('formats the site currency per culture, whole amounts without decimals', () => {
    expect(formatWinAmount(uk, 23358, 'GBP')).toBe('£23,358');
    expect(formatWinAmount(uk, 12.5, 'GBP')).toBe('£12.50');
    expect(formatWinAmount(es, 10737, 'EUR')).toBe('10.737\u00a0€');
    expect(formatWinAmount(dk, 132610, 'DKK')).toBe('132.610\u00a0kr.');
  });

  it('converts to the visitor currency only through a matching conversion', () => {
    expect(displayAmount(100, 'GBP')).toEqual({ amount: 100, currency: 'GBP' });
    expect(displayAmount(100, 'GBP', null)).toEqual({ amount: 100, currency: 'GBP' });
    expect(displayAmount(100, 'GBP', { from: 'GBP', to: 'EUR', rate: 1.17 })).toEqual({ amount: 117, currency: 'EUR' });
    expect(displayAmount(100, 'GBP', { from: 'EUR', to: 'SEK', rate: 11 })).toEqual({ amount: 100, currency: 'GBP' });
    expect(displayAmount(100, 'GBP', { from: 'GBP', to: 'EUR', rate: 0 })).toEqual({ amount: 100, currency: 'GBP' });
    expect(displayAmount(100, 'GBP', { from: 'GBP', to: 'EUR', rate: Number.NaN })).toEqual({ amount: 100, currency: 'GBP' });
  });
});

describe('winner dates', () => {
  it('are GMT whatever the culture time zone (London summer time, Madrid, Auckland)', () => {
    const late = '2025-05-31T23:30:00.000Z';
    expect(formatWonAt(createFormatter({ locale: 'en-GB', timeZone: 'Europe/London' }), late)).toEqual({ date: '31 May 2025', time: '23:30' });
    expect(formatWonAt(createFormatter({ locale: 'es', timeZone: 'Europe/Madrid' }), late)).toEqual({ date: '31 may 2025', time: '23:30' });
    expect(formatWonAt(createFormatter({ locale: 'en-NZ', timeZone: 'Pacific/Auckland' }), late).time).toBe('23:30');
  });
});
