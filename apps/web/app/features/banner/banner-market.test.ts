import { describe, expect, it } from 'vitest';
import { allowedBtText, marketBannerConfig } from './banner-market.ts';
import type { BannerConfig, BannerSlide } from './banner-schemas.ts';

const slide = (section: string, ctaLink: string, terms = '18+.', cta = 'Jetzt spielen', alt = section): BannerSlide =>
  ({ section, terms, cta, ctaLink, alt, offer: null }) as BannerSlide;

const config = (slides: BannerSlide[], culturesSlides: Record<string, BannerSlide[]> = {}): BannerConfig =>
  ({
    routeKey: 'home',
    section: 'home-welcome',
    terms: '18+.',
    cta: 'Bonus sichern',
    ctaLink: '#account/register',
    alt: 'Willkommensbonus',
    disabled: false,
    culturesDisabled: [],
    autoSlideDesktop: true,
    autoSlideMobile: true,
    interval: 5000,
    slides,
    culturesSlides,
    media: { ver: '1', gameSlugParam: false },
    offer: null,
  }) as BannerConfig;

// The German seed's jackpot slide as it was served, its link re-pointed to the slots lobby.
const germanJackpots = slide('home-jackpots', 'route:onlineSlots', '18+. Jackpots fallen täglich.', 'Zum Jackpot', 'Jackpot-Slots');

describe('banners in the market', () => {
  it('leave out a slide whose copy names jackpots in Germany, and say why', () => {
    const { config: shown, dropped } = marketBannerConfig(config([slide('home-welcome', '#account/register'), germanJackpots]), 'de-DE');
    expect(shown.slides.map((s) => s.section)).toEqual(['home-welcome']);
    expect(dropped).toEqual([{ section: 'home-jackpots', objections: ['Jackpot'] }]);
  });

  it('leave out a slide leading to a route the market removes, whatever its words', () => {
    const quiet = slide('home-x', 'route:jackpots', '18+.', 'Jetzt spielen', 'Neue Slots');
    const { config: shown } = marketBannerConfig(config([], { 'de-DE': [quiet, slide('home-welcome', '#account/register')] }), 'de-DE');
    expect(shown.culturesSlides['de-DE']!.map((s) => s.section)).toEqual(['home-welcome']);
  });

  it('keep the same slides where the market allows jackpots', () => {
    const english = slide('home-jackpots', 'route:jackpots', '18+. Jackpots drop daily.', 'Chase the jackpot', 'Jackpot slots');
    expect(marketBannerConfig(config([english]), 'en').dropped).toEqual([]);
  });

  it('apply offers-scoped banned copy to banners: no "free spins" banner in the UK', () => {
    const spins = slide('home-spins', 'route:promotions', '18+.', 'Get your free spins');
    expect(marketBannerConfig(config([spins]), 'en-GB').dropped).toEqual([{ section: 'home-spins', objections: ['free spin'] }]);
  });

  it("ignore a visitor's bt banner texts the market does not allow", () => {
    const text = { code: 'x', pageTitle: 'Jackpot-Wochen', cta: 'Los', terms: '18+.', ctaLink: '#account/register', offer: null };
    expect(allowedBtText('de-DE', text as never)).toBeNull();
    expect(allowedBtText('en', text as never)).toBe(text);
    expect(allowedBtText('de-DE', null)).toBeNull();
  });
});
