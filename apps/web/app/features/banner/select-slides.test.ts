import { describe, expect, it } from 'vitest';
import type { BannerConfig } from './banner-schemas.ts';
import { bannerImages } from './banner-media.ts';
import { fillPlaceholders, selectSlides } from './select-slides.ts';
import { depositBonusTerms } from '../../lib/offers/offer-fixtures.ts';

const slide = (section: string, startDate?: string, endDate?: string) => ({
  section,
  terms: `${section} terms`,
  cta: 'Play',
  ctaLink: 'route:promotions',
  alt: section,
  startDate,
  endDate,
  offer: null,
});
const config = (overrides: Partial<BannerConfig> = {}): BannerConfig => ({
  routeKey: 'home',
  section: 'main',
  terms: 'Main terms',
  cta: 'Join',
  ctaLink: '#account/register',
  alt: 'Main',
  offer: null,
  disabled: false,
  culturesDisabled: [],
  autoSlideDesktop: true,
  autoSlideMobile: false,
  interval: 5000,
  slides: [slide('evergreen', '2024-01-01T00:00:00Z', '2035-01-01T00:00:00Z'), slide('always'), slide('xmas', '2026-12-01T00:00:00Z', '2026-12-26T23:59:59Z')],
  culturesSlides: { es: [slide('halloween', '2025-10-27T00:00:00Z', '2025-11-03T23:59:59Z'), slide('es-always')] },
  media: { ver: '3', gameSlugParam: false },
  ...overrides,
});
const at = (iso: string) => Date.parse(iso);
const sections = (selection: ReturnType<typeof selectSlides>) =>
  selection.kind === 'carousel' ? selection.slides.map((s) => s.section) : selection.kind === 'plain' ? [selection.slide.section] : [];

describe('banner slide selection', () => {
  it('shows only slides whose date range holds today', () => {
    expect(sections(selectSlides(config(), 'en-GB', at('2026-11-22T12:00:00Z')))).toEqual(['evergreen', 'always']);
    expect(sections(selectSlides(config(), 'en-GB', at('2026-12-24T12:00:00Z')))).toEqual(['evergreen', 'always', 'xmas']);
  });

  it('uses the culture slides, with the es Halloween window', () => {
    expect(sections(selectSlides(config(), 'es', at('2025-10-30T12:00:00Z')))).toEqual(['halloween', 'es-always']);
    expect(selectSlides(config(), 'es', at('2025-11-04T12:00:00Z'))).toMatchObject({ kind: 'plain', slide: { section: 'es-always' } });
  });

  it('falls back to a plain banner with fewer than 2 slides', () => {
    expect(selectSlides(config({ slides: [] }), 'en-GB', 0)).toMatchObject({ kind: 'plain', slide: { section: 'main', cta: 'Join' } });
  });

  it('shows nothing when disabled or disabled for the culture', () => {
    expect(selectSlides(config({ disabled: true }), 'en-GB', 0)).toEqual({ kind: 'none' });
    expect(selectSlides(config({ culturesDisabled: ['da'] }), 'da', 0)).toEqual({ kind: 'none' });
  });

  it('turns into one bt banner with its own texts when a bt code is known', () => {
    const bt = { code: 'welcome', pageTitle: 'Your welcome gift', cta: 'Claim', terms: 'bt terms', ctaLink: '/promotions/[slug]/', offer: null };
    expect(selectSlides(config(), 'en-GB', at('2026-11-22'), { promotionSlug: 'spring' }, bt)).toEqual({
      kind: 'plain',
      slide: {
        section: 'main',
        terms: 'bt terms',
        cta: 'Claim',
        ctaLink: '/promotions/spring/',
        alt: 'Your welcome gift',
        title: 'Your welcome gift',
        offer: null,
      },
    });
  });

  it('replaces [slug]-style placeholders with route parameters', () => {
    expect(fillPlaceholders('Play [slug] now', { gameSlug: 'book-of-gods' })).toBe('Play book-of-gods now');
    expect(fillPlaceholders('[gameSlug]/[unknown]', { gameSlug: 'x' })).toBe('x/[unknown]');
  });
});

describe('banner media URLs', () => {
  it('asks v1/banners/media for each layer and device, with optional bt and game', () => {
    const images = bannerImages('home-live', { apiBase: 'http://127.0.0.1:4100/sites/mcuk/', culture: 'en-GB', ver: '3', gamePage: false });
    expect(images.desktopBg).toBe('http://127.0.0.1:4100/sites/mcuk/v1/banners/media?device=desktop&culture=en-GB&sectionCode=home-live&layer=bg&ver=3');
    const game = bannerImages('game-page', {
      apiBase: 'https://api.example/',
      culture: 'sv',
      ver: '1',
      gamePage: true,
      gameSlug: 'x',
      bt: { code: 'b1', r: '1' },
    });
    expect(game.mobileFg).toBe('https://api.example/v1/banners/media?device=mobile&culture=sv&sectionCode=game-page&layer=fg&ver=1&bt=b1&r=1&gameSlug=x');
    expect(game.mobileFgHeight).toBe(210);
  });
});

describe('banner offers under the market rules (packages/sites/src/markets.ts)', () => {
  const terms = (multiplier: number, base = 'bonus') => depositBonusTerms({ wagering: { multiplier, base } });
  const offer = (section: string, kind: string | null, significantTerms: ReturnType<typeof terms> | null = terms(10)) => ({
    ...slide(section),
    offer: { kind, significantTerms },
  });
  const offers = config({
    slides: [offer('welcome', 'welcome'), offer('cashback', 'recurring'), offer('all-offers', null, null), offer('no-kind', 'unknown'), slide('live')],
  });

  it('shows only the welcome offer where welcome-offer-only holds (sv): no recurring offer, no banner for the offers in general', () => {
    expect(sections(selectSlides(offers, 'sv', 0))).toEqual(['welcome', 'live']);
    expect(sections(selectSlides(offers, 'en', 0))).toEqual(['welcome', 'cashback', 'all-offers', 'no-kind', 'live']);
  });

  it('leaves out a UK offer above the 10× wagering cap, on deposit plus bonus, or without its significant terms', () => {
    const uk = config({
      slides: [
        offer('ten', 'welcome', terms(10)),
        offer('thirty', 'welcome', terms(30)),
        offer('deposit-plus', 'seasonal', terms(10, 'deposit+bonus')),
        offer('bare', 'seasonal', null),
      ],
    });
    expect(sections(selectSlides(uk, 'en-GB', 0))).toEqual(['ten']);
    expect(sections(selectSlides(uk, 'en', 0))).toEqual(['ten', 'thirty', 'deposit-plus', 'bare']);
  });

  it('shows the default banner instead of a refused bt banner, and nothing when the plain banner itself is refused', () => {
    const bt = {
      code: 'cashback',
      pageTitle: 'Cashback',
      cta: 'Claim',
      terms: '18+',
      ctaLink: '#account/register',
      offer: { kind: 'recurring', significantTerms: terms(10) },
    };
    expect(selectSlides(config({ slides: [] }), 'sv', 0, {}, bt)).toMatchObject({ kind: 'plain', slide: { section: 'main', cta: 'Join' } });
    expect(selectSlides(config({ slides: [] }), 'en', 0, {}, bt)).toMatchObject({ kind: 'plain', slide: { title: 'Cashback' } });
    expect(selectSlides(config({ slides: [], offer: { kind: 'recurring', significantTerms: null } }), 'sv', 0)).toEqual({ kind: 'none' });
  });
});
