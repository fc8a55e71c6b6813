import type { CultureCode } from '@mc/sites/culture-codes';
import { ROUTES, routeExists } from '@mc/sites/routes';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, langOf } from '../../lib/markets.ts';
import { BANNER_TEXTS, BT_TEXTS } from '../copy/banners.ts';

interface Slide {
  section: string;
  terms: string;
  cta: string;
  ctaLink: string;
  alt: string;
  startDate?: string;
  endDate?: string;
}

const WIDE = { startDate: '2024-01-01T00:00:00Z', endDate: '2035-12-31T23:59:59Z' };
/** Home slides: three evergreen (so at least two show on any day), Christmas, one expired, one not started. */
const HOME_SLIDES: readonly [string, string, { startDate?: string; endDate?: string }][] = [
  ['home-welcome', '#account/register', WIDE],
  ['home-live', 'route:liveCasino', WIDE],
  ['home-jackpots', 'route:jackpots', { startDate: '2024-06-01T00:00:00Z' }],
  ['christmas', 'route:promotions', { startDate: '2025-12-01T00:00:00Z', endDate: '2025-12-26T23:59:59Z' }],
  ['summer-festival', 'route:promotions', { startDate: '2024-06-01T00:00:00Z', endDate: '2024-08-31T23:59:59Z' }],
  ['future-launch', '#account/register', { startDate: '2099-01-01T00:00:00Z', endDate: '2099-12-31T23:59:59Z' }],
];
/** es home: the spec's Halloween window 2025-10-27 … 2025-11-03, plus the market's own offers. */
const ES_HOME_SLIDES: readonly [string, string, { startDate?: string; endDate?: string }][] = [
  ['home-spins', 'route:promotions', WIDE],
  ['halloween', 'route:promotions', { startDate: '2025-10-27T00:00:00Z', endDate: '2025-11-03T23:59:59Z' }],
  ...HOME_SLIDES,
];

function sectionOf(key: string): string {
  if (key === 'home') return 'home-welcome';
  let current = ROUTES.get(key);
  while (current) {
    if (current.contentType === 'game') return 'game-page';
    if (current.key === 'liveCasino') return 'live-casino';
    if (current.key === 'onlineSlots') return 'slots';
    if (current.key === 'casinoGames') return 'casino-games';
    if (['promotions', 'leaderboard', 'leaderboard-es'].includes(current.key)) return 'promotions';
    if (current.key === 'blog') return 'blog';
    current = current.parent ? ROUTES.get(current.parent) : undefined;
  }
  return 'info';
}

/** A route-key link that does not exist in the culture falls back to the slots lobby (de-DE has no live casino). */
const linkIn = (link: string, culture: CultureCode) => (link.startsWith('route:') && !routeExists(link.slice(6), culture) ? 'route:onlineSlots' : link);

export function seedBanners(db: Db): void {
  const config = db.prepare('INSERT INTO banner_configs (culture, route_key, data) VALUES (?, ?, ?)');
  const bt = db.prepare('INSERT INTO bt_codes (code, culture, page_title, cta, terms, cta_link) VALUES (?, ?, ?, ?, ?, ?)');
  for (const culture of ALL_CULTURES) {
    const texts = BANNER_TEXTS[langOf(culture)];
    const slide = (section: string, link: string, dates: { startDate?: string; endDate?: string }): Slide => {
      const [cta, terms, alt] = texts[section] ?? texts.info!;
      return { section, terms, cta, ctaLink: linkIn(link, culture), alt, ...dates };
    };
    for (const route of ROUTES.values()) {
      if (!route.banner || route.contentType === 'preview' || !route.patterns.has(culture)) continue;
      const section = sectionOf(route.key);
      const main = slide(section, section === 'info' || section === 'game-page' ? '#account/register' : 'route:promotions', {});
      const slides = route.key === 'home' ? HOME_SLIDES.map(([s, link, dates]) => slide(s, link, dates)) : [];
      const culturesSlides = route.key === 'home' && culture === 'es' ? { es: ES_HOME_SLIDES.map(([s, link, dates]) => slide(s, link, dates)) } : {};
      config.run(
        culture,
        route.key,
        JSON.stringify({
          section,
          terms: main.terms,
          cta: main.cta,
          ctaLink: main.ctaLink,
          alt: main.alt,
          disabled: false,
          culturesDisabled: route.key === 'affiliates' ? ['da', 'sv'] : [],
          autoSlideDesktop: true,
          autoSlideMobile: route.key === 'home',
          interval: 5000,
          slides,
          culturesSlides,
          media: { ver: '1', gameSlugParam: section === 'game-page' },
        }),
      );
    }
    for (const [code, byLang] of Object.entries(BT_TEXTS)) {
      const [pageTitle, cta, terms] = byLang[langOf(culture)];
      bt.run(code, culture, pageTitle, cta, terms, code === 'vip-invite' ? 'route:promotions' : '#account/register');
    }
  }
}
