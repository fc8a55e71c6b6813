import { DEFAULT_SITES } from '@mc/sites/default-sites';
import type { Culture } from '@mc/sites/site-schema';
import { describe, expect, it } from 'vitest';
import type { PromotionDetail, PromotionSummary } from './promotion-schemas.ts';
import {
  isKebabSlug,
  marketOffers,
  promotionState,
  RECENTLY_ENDED_DAYS,
  RECENTLY_ENDED_MAX,
  selectPromotions,
  toCta,
  toPromotionView,
} from './promotion-view.ts';
import { promotionSummarySchema } from './promotion-schemas.ts';
import { depositBonusTerms } from '../../lib/offers/offer-fixtures.ts';

const culture = (code: string): Culture => {
  const found = DEFAULT_SITES.flatMap((site) => site.cultures).find((c) => c.code === code);
  if (!found) throw new Error(code);
  return found;
};
const uk = culture('en-GB');
const es = culture('es');
const da = culture('da');
const images = { imageCdn: null, apiHost: 'https://api.example/sites/mcuk/' };
const NOW = Date.parse('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString();

const promo = (slug: string, startDate: string, endDate: string, overrides: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id: slug.length,
  slug,
  title: slug,
  summary: `${slug} summary`,
  image: `/img/promotions/${slug}.svg`,
  alt: slug,
  startDate,
  endDate,
  status: 'active',
  leaderboardSlug: null,
  ctaLabel: 'Join now',
  ctaLink: '#account/register',
  kind: 'welcome',
  significantTerms: null,
  ...overrides,
});
const detail = (summary: PromotionSummary, overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...summary,
  body: 'Body',
  terms: 'Terms',
  published: true,
  ...overrides,
});

describe('promotion state', () => {
  it('follows the date range: running, not started, ended', () => {
    expect(promotionState(promo('a', '2024-01-01T00:00:00Z', '2035-01-01T00:00:00Z'), NOW)).toBe('active');
    expect(promotionState(promo('b', '2099-01-01T00:00:00Z', '2099-12-31T00:00:00Z'), NOW)).toBe('upcoming');
    expect(promotionState(promo('c', '2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z'), NOW)).toBe('ended');
  });

  it('lets the back end make a promotion less live, never more', () => {
    expect(promotionState(promo('a', '2024-01-01T00:00:00Z', '2035-01-01T00:00:00Z', { status: 'expired' }), NOW)).toBe('ended');
    expect(promotionState(promo('a', '2024-01-01T00:00:00Z', '2035-01-01T00:00:00Z', { status: 'upcoming' }), NOW)).toBe('upcoming');
    expect(promotionState(promo('b', '2099-01-01T00:00:00Z', '2099-12-31T00:00:00Z', { status: 'active' }), NOW)).toBe('upcoming');
    expect(promotionState(promo('c', '2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z', { status: 'active' }), NOW)).toBe('ended');
  });

  it('treats missing or unparseable dates as open-ended', () => {
    expect(promotionState(promo('a', '', 'not a date'), NOW)).toBe('active');
  });
});

describe('promotion list selection', () => {
  const items = [
    promo('welcome-bonus', '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z'),
    promo('grand-launch-2099', '2099-01-01T00:00:00Z', '2099-12-31T23:59:59Z', { status: 'upcoming' }),
    promo('weekend-sprint', '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z', { status: 'expired' }),
    promo('just-ended', iso(NOW - 20 * DAY), iso(NOW - 2 * DAY)),
    promo('ended-last-week', iso(NOW - 40 * DAY), iso(NOW - 7 * DAY)),
    promo('weekly-cashback', '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z', { ctaLink: 'route:onlineSlots', ctaLabel: 'Play now' }),
  ];

  it('lists running promotions in the back end order, never a not-yet-started one', () => {
    const { active } = selectPromotions(items, NOW, uk, images);
    expect(active.map((card) => card.slug)).toEqual(['welcome-bonus', 'weekly-cashback']);
    expect(active.every((card) => card.state === 'active')).toBe(true);
  });

  it('keeps only recently ended promotions, newest first, without a call to action', () => {
    const { ended } = selectPromotions(items, NOW, uk, images);
    expect(ended.map((card) => card.slug)).toEqual(['just-ended', 'ended-last-week']);
    expect(ended.every((card) => card.cta === null && card.state === 'ended')).toBe(true);
  });

  it(`shows at most ${RECENTLY_ENDED_MAX} ended ones, ended within ${RECENTLY_ENDED_DAYS} days`, () => {
    const many = Array.from({ length: 6 }, (_, i) => promo(`ended-${i}`, iso(NOW - 60 * DAY), iso(NOW - (i + 1) * DAY)));
    const old = promo('ended-long-ago', iso(NOW - 90 * DAY), iso(NOW - (RECENTLY_ENDED_DAYS + 1) * DAY));
    const { ended } = selectPromotions([...many, old], NOW, uk, images);
    expect(ended.map((card) => card.slug)).toEqual(['ended-0', 'ended-1', 'ended-2']);
  });

  it('builds page, terms and image URLs and resolves the call to action in the culture', () => {
    const [welcome, cashback] = selectPromotions(items, NOW, uk, images).active;
    expect(welcome).toMatchObject({
      href: '/promotions/welcome-bonus/',
      termsHref: '/promotions/welcome-bonus/#terms',
      image: 'https://api.example/img/promotions/welcome-bonus.svg',
    });
    expect(welcome?.cta).toEqual({ label: 'Join now', kind: 'hash', href: '#account/register' });
    expect(cashback?.cta).toEqual({ label: 'Play now', kind: 'internal', href: '/online-slots/' });
    const [esCard] = selectPromotions([promo('sorteo-viaje-final-champions', '2025-03-01T00:00:00Z', '2035-05-31T21:00:00Z')], NOW, es, images).active;
    expect(esCard?.href).toBe('/promociones/sorteo-viaje-final-champions/');
  });

  it('drops duplicates, malformed slugs and everything in a culture without promotion pages', () => {
    const list = [
      promo('welcome-bonus', '2024-01-01T00:00:00Z', ''),
      promo('welcome-bonus', '2024-01-01T00:00:00Z', ''),
      promo('Bad Slug', '2024-01-01T00:00:00Z', ''),
    ];
    expect(selectPromotions(list, NOW, uk, images).active).toHaveLength(1);
    expect(selectPromotions(items, NOW, da, images)).toEqual({ active: [], ended: [] });
  });
});

describe('calls to action', () => {
  it('resolves route keys, internal paths, hashes and external links; drops what cannot be linked', () => {
    expect(toCta('Play', 'route:onlineSlots', es)).toEqual({ label: 'Play', kind: 'internal', href: '/online-slots/' });
    expect(toCta('Board', '/promociones/leaderboard/torneo-drops-and-wins/', es)).toEqual({
      label: 'Board',
      kind: 'internal',
      href: '/promociones/leaderboard/torneo-drops-and-wins/',
    });
    expect(toCta('Partner', 'https://partner.example/offer', uk)?.kind).toBe('external');
    expect(toCta('Play', 'route:noSuchRoute', uk)).toBeNull();
    expect(toCta('Play', 'javascript:alert(1)', uk)).toBeNull();
    expect(toCta('  ', '#account/register', uk)).toBeNull();
  });
});

describe('promotion page', () => {
  const running = promo('spring-slots-race', '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z', {
    leaderboardSlug: 'spring-slots-race',
    ctaLink: '/promotions/leaderboard/spring-slots-race/',
  });

  it('shows a running promotion with its call to action and leaderboard', () => {
    const view = toPromotionView(detail(running), NOW, uk, images);
    expect(view).toMatchObject({ state: 'active', leaderboardSlug: 'spring-slots-race', body: 'Body', terms: 'Terms' });
    expect(view?.cta?.href).toBe('/promotions/leaderboard/spring-slots-race/');
  });

  it('keeps an ended promotion without a live call to action', () => {
    const view = toPromotionView(detail(promo('weekend-sprint', '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z', { status: 'expired' })), NOW, uk, images);
    expect(view).toMatchObject({ state: 'ended', cta: null });
  });

  it('is a 404 (null) when not started yet or unpublished', () => {
    expect(toPromotionView(detail(promo('grand-launch-2099', '2099-01-01T00:00:00Z', '2099-12-31T23:59:59Z')), NOW, uk, images)).toBeNull();
    expect(toPromotionView(detail(running, { published: false }), NOW, uk, images)).toBeNull();
  });

  it('accepts only kebab-case slugs', () => {
    expect(isKebabSlug('sorteo-viaje-final-champions')).toBe(true);
    for (const slug of ['', 'Upper', 'a--b', '-a', 'a/b', '..', 'a'.repeat(121)]) expect(isKebabSlug(slug), slug).toBe(false);
  });
});

describe('promotions under the market offer rules', () => {
  const terms = (multiplier: number) => depositBonusTerms({ wagering: { multiplier, base: 'bonus' } });
  const running = (slug: string, kind: string | null, significantTerms: ReturnType<typeof terms> | null) =>
    promo(slug, '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z', { kind, significantTerms });
  const items = [
    running('welcome-bonus', 'welcome', terms(10)),
    running('weekly-cashback', 'recurring', terms(10)),
    running('slot-race', 'tournament', terms(10)),
    running('no-kind', null, terms(10)),
    running('heavy-wagering', 'welcome', terms(35)),
    running('no-terms', 'welcome', null),
  ];
  const shown = (code: Parameters<typeof marketOffers>[1]) => marketOffers(items, code).shown.map((item) => item.slug);

  it('lists only the welcome offer where welcome-offer-only holds (sv); an unknown kind is not the welcome offer', () => {
    expect(shown('sv')).toEqual(['welcome-bonus', 'heavy-wagering', 'no-terms']);
    expect(marketOffers(items, 'sv').refused).toContainEqual({ slug: 'weekly-cashback', rule: 'welcome-offer-only' });
  });

  it('refuses a UK offer above the wagering cap or without significant terms, and names the rule', () => {
    expect(shown('en-GB')).toEqual(['welcome-bonus', 'weekly-cashback', 'slot-race', 'no-kind']);
    expect(marketOffers(items, 'en-GB').refused).toEqual([
      { slug: 'heavy-wagering', rule: 'wagering-cap' },
      { slug: 'no-terms', rule: 'significant-terms' },
    ]);
  });

  it('shows every offer where the market has none of these rules', () => {
    expect(shown('en')).toHaveLength(items.length);
    expect(shown('es')).toHaveLength(items.length);
  });

  it('reads a missing or malformed kind and terms as unknown, keeping the promotion in the list', () => {
    const { kind: _kind, significantTerms: _terms, ...bare } = promo('bare', '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z');
    expect(promotionSummarySchema.parse(bare)).toMatchObject({ kind: null, significantTerms: null });
    const broken = promotionSummarySchema.parse({ ...bare, kind: 7, significantTerms: { currency: 'pounds', minDeposit: 10 } });
    expect(broken).toMatchObject({ kind: null, significantTerms: null });
    expect(marketOffers([broken], 'en-GB').shown).toEqual([]);
    expect(marketOffers([broken], 'da').shown).toHaveLength(1);
  });

  it('carries the terms to the card and the page', () => {
    const [card] = selectPromotions([running('welcome-bonus', 'welcome', terms(10))], NOW, uk, images).active;
    expect(card?.significantTerms).toEqual(terms(10));
    expect(toPromotionView(detail(running('welcome-bonus', 'welcome', terms(10))), NOW, uk, images)?.significantTerms).toEqual(terms(10));
  });
});
