import type { CultureCode } from '@mc/sites/culture-codes';
import { marketRule, offersBarredBy } from '@mc/sites/markets';
import { ROUTES, routeExists } from '@mc/sites/routes';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, langOf } from '../../lib/markets.ts';
import type { BannerOffer, PromotionKind } from '../../schemas/offers.ts';
import { BANNER_TEXTS, BT_TEXTS } from '../copy/banners.ts';
import { withLegalAge } from './market.ts';
import { offerPeriods, type Period } from './offer-calendar.ts';
import { significantTermsFor, type OfferKey } from './offer-terms.ts';

type Offer = Static<typeof BannerOffer>;
interface Slide {
  section: string;
  terms: string;
  cta: string;
  ctaLink: string;
  alt: string;
  startDate?: string;
  endDate?: string;
  offer: Offer | null;
}

/**
 * What each promotional slide (by text key) and bt code promotes: an offer's kind and which
 * offer's terms it carries (offer-terms.ts), or null for the offers in general (the promotions
 * section's banner, a VIP invitation). Keys not listed promote no offer (live casino, jackpot
 * slots, a game).
 */
const OFFERS: Readonly<Record<string, { kind: PromotionKind; offer: OfferKey } | null>> = {
  'home-welcome': { kind: 'welcome', offer: 'welcome' },
  'home-spins': { kind: 'welcome', offer: 'spins' },
  halloween: { kind: 'seasonal', offer: 'seasonal' },
  christmas: { kind: 'seasonal', offer: 'seasonal' },
  'summer-festival': { kind: 'seasonal', offer: 'seasonal' },
  'future-launch': { kind: 'seasonal', offer: 'launch' },
  promotions: null,
  'halloween-bonus': { kind: 'seasonal', offer: 'spins50' },
  'welcome-offer': { kind: 'welcome', offer: 'welcome' },
  'vip-invite': null,
};

function offerOf(key: string, culture: CultureCode): Offer | null {
  if (!Object.hasOwn(OFFERS, key)) return null;
  const offer = OFFERS[key];
  return offer ? { kind: offer.kind, significantTerms: significantTermsFor(culture, offer.offer) } : { kind: null, significantTerms: null };
}

type Window = { startDate?: string; endDate?: string };
const window = ({ start, end }: Period): Window => ({ startDate: start, endDate: end });

/**
 * Home slides: two evergreen and one open-ended (so at least two show on any day), Christmas,
 * one ended, one not started; windows from the seed's clock (offer-calendar.ts), the ended one
 * its own. es adds the spec's Halloween window 2025-10-27 … 2025-11-03 and the market's own offers.
 */
function homeSlides(now: Date, culture: CultureCode): [string, string, Window][] {
  const periods = offerPeriods(now);
  const slides: [string, string, Window][] = [
    ['home-welcome', '#account/register', window(periods.ongoing)],
    ['home-live', 'route:liveCasino', window(periods.ongoing)],
    ['home-jackpots', 'route:jackpots', { startDate: '2024-06-01T00:00:00Z' }],
    ['christmas', 'route:promotions', window(periods.christmas)],
    ['summer-festival', 'route:promotions', window(periods.summer2024)],
    ['future-launch', '#account/register', window(periods.launch)],
  ];
  if (culture !== 'es') return slides;
  return [
    ['home-spins', 'route:promotions', window(periods.ongoing)],
    ['halloween', 'route:promotions', { startDate: '2025-10-27T00:00:00Z', endDate: '2025-11-03T23:59:59Z' }],
    ...slides,
  ];
}

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

/**
 * A slide promoting what the culture's market forbids (a route with `unlessMarketRule` that
 * the culture lacks: the jackpots under 'no-jackpots') is not seeded there: its copy is about
 * that product, so re-pointing its link would leave a jackpot banner leading to the slots.
 */
const forbiddenIn = (link: string, culture: CultureCode) => {
  const route = link.startsWith('route:') ? ROUTES.get(link.slice(6)) : undefined;
  return route?.definition.unlessMarketRule !== undefined && !route.patterns.has(culture);
};

/**
 * Banner configs and bt codes per culture. Where the market allows only the welcome offer
 * (welcome-offer-only), no slide or bt code promotes another, and the promotions section's
 * banner, which promotes the offers in general, promotes the welcome offer instead.
 */
export function seedBanners(db: Db, now: Date): void {
  const config = db.prepare('INSERT INTO banner_configs (culture, route_key, data) VALUES (?, ?, ?)');
  const bt = db.prepare('INSERT INTO bt_codes (code, culture, page_title, cta, terms, cta_link, offer) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const culture of ALL_CULTURES) {
    const texts = BANNER_TEXTS[langOf(culture)];
    const welcomeOnly = marketRule(culture, 'welcome-offer-only') !== undefined;
    // No offer at all (India: no real-money play; Brazil: no bonus for betting): no slide promotes one, and a section's own offer gives way to the slots.
    const noOffers = offersBarredBy(culture) !== undefined;
    const isOffer = (key: string) => Object.hasOwn(OFFERS, key);
    const offerAllowed = (key: string) => !isOffer(key) || (!noOffers && (!welcomeOnly || OFFERS[key]?.kind === 'welcome'));
    const fallback = noOffers ? { key: 'slots', link: 'route:onlineSlots' } : { key: 'home-welcome', link: '#account/register' };
    const slide = (section: string, link: string, dates: Window): Slide => {
      const key = offerAllowed(section) ? section : fallback.key;
      const [cta, terms, alt] = texts[key] ?? texts.info!;
      const ctaLink = linkIn(key === section ? link : fallback.link, culture);
      return { section, terms: withLegalAge(terms, culture), cta, ctaLink, alt, ...dates, offer: offerOf(key, culture) };
    };
    for (const route of ROUTES.values()) {
      if (!route.banner || route.contentType === 'preview' || !route.patterns.has(culture)) continue;
      const section = sectionOf(route.key);
      const main = slide(section, section === 'info' || section === 'game-page' ? '#account/register' : 'route:promotions', {});
      const allowed = (list: [string, string, Window][]) =>
        list.filter(([s, link]) => !forbiddenIn(link, culture) && offerAllowed(s)).map(([s, link, dates]) => slide(s, link, dates));
      const slides = route.key === 'home' ? allowed(homeSlides(now, 'en')) : [];
      const culturesSlides = route.key === 'home' && culture === 'es' ? { es: allowed(homeSlides(now, 'es')) } : {};
      config.run(
        culture,
        route.key,
        JSON.stringify({
          section,
          terms: main.terms,
          cta: main.cta,
          ctaLink: main.ctaLink,
          alt: main.alt,
          offer: main.offer,
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
      if (!offerAllowed(code)) continue;
      const [pageTitle, cta, terms] = byLang[langOf(culture)];
      const link = linkIn(code === 'vip-invite' ? 'route:promotions' : '#account/register', culture);
      bt.run(code, culture, pageTitle, cta, withLegalAge(terms, culture), link, JSON.stringify(offerOf(code, culture)));
    }
  }
}
