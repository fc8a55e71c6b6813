import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE, dateRangeStatus } from '../../lib/date-range.ts';
import { selectLocationBanners } from './location-banners.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const item = (id: string, window: { startDate?: string | null; endDate?: string | null } = {}, extra: Record<string, unknown> = {}) => ({
  id,
  title: `${id} title`,
  subtitle: 'A subtitle',
  image: `/img/locations/${id}.webp`,
  ctaLabel: 'Play now',
  ctaLink: '/slots/some-game/',
  gameSlug: null,
  routeKey: null,
  ...window,
  ...extra,
});
const ids = (result: ReturnType<typeof selectLocationBanners>) => result.shown.map((banner) => banner.id);

describe('the banners of a location', () => {
  it('shows those whose window holds now: open-ended, started, not yet ended; the end (inclusive) travels with it', () => {
    const result = selectLocationBanners(
      [
        item('always'),
        item('open', { startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-20T00:00:00Z' }),
        item('ended', { startDate: '2026-02-01T00:00:00Z', endDate: '2026-03-10T11:59:59Z' }),
        item('future', { startDate: '2026-03-10T12:00:01Z' }),
        item('ends-now', { endDate: '2026-03-10T12:00:00Z' }),
        item('nulls', { startDate: null, endDate: null }),
      ],
      'en',
      NOW,
    );
    expect(ids(result)).toEqual(['always', 'open', 'ends-now', 'nulls']);
    expect(result.shown.map((banner) => banner.end)).toEqual([null, Date.parse('2026-03-20T00:00:00Z'), NOW, null]);
    expect(result.leftOut).toEqual([]);
  });

  it('agrees with the spec’s date-range check for any window (fast-check)', () => {
    const instant = fc.integer({ min: NOW - 1e10, max: NOW + 1e10 });
    fc.assert(
      fc.property(fc.option(instant), fc.option(instant), (start, end) => {
        const window = { startDate: start === null ? null : new Date(start).toISOString(), endDate: end === null ? null : new Date(end).toISOString() };
        const shown = ids(selectLocationBanners([item('x', window)], 'en', NOW)).length === 1;
        expect(shown).toBe(dateRangeStatus(window.startDate, window.endDate, NOW) === DATE_RANGE.inRange);
      }),
    );
  });

  it('leaves out, and names for the log, a malformed banner or an unreadable window; the others still show', () => {
    const result = selectLocationBanners([{ id: 7 }, item('bad', { endDate: 'next tuesday' }), item('fine'), null], 'en', NOW);
    expect(ids(result)).toEqual(['fine']);
    expect(result.leftOut.map((entry) => [entry.id, entry.reason])).toEqual([
      ['#0', 'malformed'],
      ['bad', 'bad-window'],
      ['#3', 'malformed'],
    ]);
  });

  it('applies the market rules: banned offer copy, links to removed routes, refused offers', () => {
    const items = [
      item('free', {}, { subtitle: 'Claim your free spins today' }),
      item('jackpots', {}, { ctaLink: 'route:jackpots' }),
      item('offers', {}, { ctaLink: 'route:promotions', offer: { kind: null, significantTerms: null } }),
      item('welcome', {}, { offer: { kind: 'welcome', significantTerms: null } }),
      item('game'),
    ];
    const uk = selectLocationBanners(items, 'en-GB', NOW);
    // UK: "free spins" is banned in offers; an offer without its significant terms is refused.
    expect(ids(uk)).toEqual(['jackpots', 'offers', 'game']);
    expect(uk.leftOut.map((entry) => entry.reason)).toEqual(['market-copy', 'market-offer']);
    const germany = selectLocationBanners(items, 'de-DE', NOW);
    expect(ids(germany)).not.toContain('jackpots');
    const sweden = selectLocationBanners(items, 'sv', NOW);
    expect(ids(sweden)).not.toContain('offers');
    const india = selectLocationBanners(items, 'en-IN', NOW);
    // India: no offer, and no jackpots (a money prize) in an edition for fun only.
    expect(ids(india)).toEqual(['free', 'game']);
    expect(selectLocationBanners(items, 'en', NOW).shown.find((banner) => banner.id === 'offers')?.offer).toEqual({ kind: null, significantTerms: null });
  });

  it('leaves the game itself out of its own page’s banners', () => {
    const items = [item('a', {}, { gameSlug: 'book-of-x' }), item('b', {}, { gameSlug: 'other' })];
    expect(ids(selectLocationBanners(items, 'en', NOW, { exceptGame: 'book-of-x' }))).toEqual(['b']);
  });
});
