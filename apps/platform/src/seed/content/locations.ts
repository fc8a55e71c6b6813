import { hrefDynamic } from '@mc/sites/href';
import { marketRule, offersBarredBy } from '@mc/sites/markets';
import { routeExists } from '@mc/sites/routes';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, cultureInfo, langOf, type Lang } from '../../lib/markets.ts';
import { isAvailable } from '../games/availability.ts';
import type { GameSeed } from '../games/types.ts';
import { PROMO_COPY, PROMO_WORDS } from '../copy/promotions.ts';
import { significantTermsFor } from './offer-terms.ts';

const WORDS: Record<Lang, { play: string; popular: string; fresh: string; promo: string; promoText: string; read: string }> = {
  en: {
    play: 'Play now',
    popular: 'Player favourite',
    fresh: 'Just landed',
    promo: 'This week’s offers',
    promoText: 'Fresh promotions every week.',
    read: 'See promotions',
  },
  de: {
    play: 'Jetzt spielen',
    popular: 'Spielerliebling',
    fresh: 'Neu eingetroffen',
    promo: 'Angebote der Woche',
    promoText: 'Jede Woche neue Aktionen.',
    read: 'Zu den Aktionen',
  },
  da: { play: 'Spil nu', popular: 'Spillernes favorit', fresh: 'Helt nyt', promo: 'Ugens tilbud', promoText: 'Nye kampagner hver uge.', read: 'Se kampagner' },
  sv: {
    play: 'Spela nu',
    popular: 'Spelarnas favorit',
    fresh: 'Nyanländ',
    promo: 'Veckans erbjudanden',
    promoText: 'Nya kampanjer varje vecka.',
    read: 'Se kampanjer',
  },
  es: {
    play: 'Juega ahora',
    popular: 'Favorito de los jugadores',
    fresh: 'Recién llegado',
    promo: 'Ofertas de la semana',
    promoText: 'Nuevas promociones cada semana.',
    read: 'Ver promociones',
  },
  fr: {
    play: 'Jouer',
    popular: 'Favori des joueurs',
    fresh: 'Tout nouveau',
    promo: 'Offres de la semaine',
    promoText: 'De nouvelles promotions chaque semaine.',
    read: 'Voir les promotions',
  },
  nb: {
    play: 'Spill nå',
    popular: 'Spillernes favoritt',
    fresh: 'Helt nytt',
    promo: 'Ukens tilbud',
    promoText: 'Nye kampanjer hver uke.',
    read: 'Se kampanjene',
  },
  pt: {
    play: 'Jogue agora',
    popular: 'Favorito dos jogadores',
    fresh: 'Acabou de chegar',
    promo: 'Ofertas da semana',
    promoText: 'Novas promoções toda semana.',
    read: 'Ver promoções',
  },
  fi: {
    play: 'Pelaa nyt',
    popular: 'Pelaajien suosikki',
    fresh: 'Juuri saapunut',
    promo: 'Viikon tarjoukset',
    promoText: 'Uusia kampanjoita joka viikko.',
    read: 'Katso kampanjat',
  },
};

const DAY_MS = 86_400_000;

/**
 * The tests' banners (`PLATFORM_TEST_FIXTURES=1` only), on the international home page: windows
 * relative to the seeding, one open (from a day before to a year after), one ended the day
 * before, one starting in a month. A browser test reads the open one's end and moves its clock
 * past it to see the banner go; the other two must never show.
 */
export const WINDOW_FIXTURES = {
  culture: 'en',
  location: 'home-page',
  windows: { open: [-1, 365], ended: [-10, -1], future: [30, 60] },
} as const;

function windowFixtures(now: number) {
  return Object.entries(WINDOW_FIXTURES.windows).map(([name, [from, to]]) => ({
    id: `test-window-${name}`,
    title: `Window test: ${name}`,
    subtitle: 'A banner with a date window (test data).',
    image: `/img/locations/test-window-${name}.webp`,
    ctaLabel: 'See promotions',
    ctaLink: 'route:promotions',
    gameSlug: null,
    routeKey: null,
    startDate: new Date(now + from * DAY_MS).toISOString(),
    endDate: new Date(now + to * DAY_MS).toISOString(),
    offer: null,
  }));
}

/**
 * Banner lists by location: home game banners, game-page banners, and blog banners (blog
 * cultures); the windows of the tests' banners start from `now`. Where every offer is barred
 * (OFFER_BARRING_RULES: no-real-money-play, no-bonus-offers, no-unlicensed-marketing) no banner promotes one: the blog's show a game instead.
 */
export function seedLocations(db: Db, games: readonly GameSeed[], testFixtures = false, now = Date.now()): void {
  const insert = db.prepare('INSERT INTO banner_locations (culture, location, data) VALUES (?, ?, ?)');
  for (const culture of ALL_CULTURES) {
    const words = WORDS[langOf(culture)];
    const prefix = cultureInfo(culture).culture.route;
    const offered = games.filter((game) => game.published && isAvailable(game, culture)).sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    const gameItem = (game: GameSeed, location: string, subtitle: string) => ({
      id: `${location}-${game.slug}`,
      title: game.name,
      subtitle,
      image: `/img/locations/${game.slug}.webp`,
      ctaLabel: words.play,
      ctaLink: hrefDynamic({ route: game.routeKey, culture: { code: culture, route: prefix }, params: { gameSlug: game.slug } }),
      gameSlug: game.slug,
      routeKey: game.routeKey,
    });
    const home = offered.slice(0, 6).map((game) => gameItem(game, 'home', words.popular));
    const fixtures = testFixtures && culture === WINDOW_FIXTURES.culture ? windowFixtures(now) : [];
    insert.run(culture, 'home-page', JSON.stringify([...home, ...fixtures]));
    const newest = [...offered].sort((a, b) => b.releasedOn.localeCompare(a.releasedOn)).slice(0, 4);
    insert.run(culture, 'game-banners', JSON.stringify(newest.map((game) => gameItem(game, 'game', words.fresh))));
    if (!routeExists('blog', culture)) continue;
    // Where only the welcome offer may be promoted (welcome-offer-only), the offers banner promotes it, not "this week's offers".
    const { title: welcomeTitle, summary: welcomeText } = PROMO_COPY[langOf(culture)].welcome;
    const welcomeOnly = marketRule(culture, 'welcome-offer-only') !== undefined;
    // What the offers banner promotes (the market's offer rules apply on the site): the offers in general, or the welcome offer.
    const offer = welcomeOnly
      ? { kind: 'welcome' as const, significantTerms: significantTermsFor(culture, 'welcome') }
      : { kind: null, significantTerms: null };
    const promo = (id: string) => ({
      id,
      title: welcomeOnly ? welcomeTitle : words.promo,
      subtitle: welcomeOnly ? welcomeText : words.promoText,
      image: `/img/locations/${id}.webp`,
      ctaLabel: welcomeOnly ? PROMO_WORDS[langOf(culture)].join : words.read,
      ctaLink: welcomeOnly ? '#account/register' : 'route:promotions',
      gameSlug: null,
      routeKey: null,
      offer,
    });
    const noOffers = offersBarredBy(culture) !== undefined;
    const favourite = gameItem(offered[0]!, 'blog', words.popular);
    insert.run(culture, 'blog-post', JSON.stringify(noOffers ? [favourite] : [promo('blog-post-offers'), favourite]));
    insert.run(culture, 'blog-post-main', JSON.stringify([noOffers ? gameItem(offered[0]!, 'blog-main', words.popular) : promo('blog-main-offers')]));
  }
}
