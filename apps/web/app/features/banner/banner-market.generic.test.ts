import { describe, expect, it, vi } from 'vitest';
import { FAKE_CULTURE } from '../../../test/fake-market.ts';
import { marketBannerConfig } from './banner-market.ts';
import type { BannerConfig, BannerSlide } from './banner-schemas.ts';

vi.mock('@mc/sites/markets', async (importOriginal) => (await import('../../../test/fake-market.ts')).withFakeMarket(await importOriginal()));

describe('another market with no-jackpots', () => {
  it('drops the banner slide to the jackpots as Germany does', () => {
    const slides = [
      { section: 'home-welcome', terms: '18+.', cta: 'Join', ctaLink: '#account/register', alt: 'Welcome' },
      { section: 'home-jackpots', terms: '18+.', cta: 'Play', ctaLink: 'route:jackpots', alt: 'Big wins' },
    ] as BannerSlide[];
    const { config, dropped } = marketBannerConfig({ slides, culturesSlides: {} } as unknown as BannerConfig, FAKE_CULTURE);
    expect(config.slides.map((s) => s.section)).toEqual(['home-welcome']);
    expect(dropped).toEqual([{ section: 'home-jackpots', objections: ['link route:jackpots'] }]);
  });
});
