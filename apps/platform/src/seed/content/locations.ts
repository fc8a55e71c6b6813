import { hrefDynamic } from '@mc/sites/href';
import { marketRule } from '@mc/sites/markets';
import { routeExists } from '@mc/sites/routes';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, cultureInfo, langOf, type Lang } from '../../lib/markets.ts';
import { isAvailable } from '../games/availability.ts';
import type { GameSeed } from '../games/types.ts';
import { PROMO_COPY, PROMO_WORDS } from '../copy/promotions.ts';

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
};

/** Banner lists by location: home game banners, game-page banners, and blog banners (blog cultures). */
export function seedLocations(db: Db, games: readonly GameSeed[]): void {
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
    insert.run(culture, 'home-page', JSON.stringify(offered.slice(0, 6).map((game) => gameItem(game, 'home', words.popular))));
    const newest = [...offered].sort((a, b) => b.releasedOn.localeCompare(a.releasedOn)).slice(0, 4);
    insert.run(culture, 'game-banners', JSON.stringify(newest.map((game) => gameItem(game, 'game', words.fresh))));
    if (!routeExists('blog', culture)) continue;
    // Where only the welcome offer may be promoted (welcome-offer-only), the offers banner promotes it, not "this week's offers".
    const [, welcomeTitle, welcomeText] = PROMO_COPY[langOf(culture)].welcome!;
    const welcomeOnly = marketRule(culture, 'welcome-offer-only') !== undefined;
    const promo = (id: string) => ({
      id,
      title: welcomeOnly ? welcomeTitle : words.promo,
      subtitle: welcomeOnly ? welcomeText : words.promoText,
      image: `/img/locations/${id}.webp`,
      ctaLabel: welcomeOnly ? PROMO_WORDS[langOf(culture)].join : words.read,
      ctaLink: welcomeOnly ? '#account/register' : 'route:promotions',
      gameSlug: null,
      routeKey: null,
    });
    insert.run(culture, 'blog-post', JSON.stringify([promo('blog-post-offers'), gameItem(offered[0]!, 'blog', words.popular)]));
    insert.run(culture, 'blog-post-main', JSON.stringify([promo('blog-main-offers')]));
  }
}
