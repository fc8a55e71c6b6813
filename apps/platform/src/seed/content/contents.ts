import { ROUTES } from '@mc/sites/routes';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, langOf } from '../../lib/markets.ts';
import { CATEGORY_ROUTE_KEYS, categoryIntro, homeIntro } from '../copy/categories.ts';
import { PROMO_COPY } from '../copy/promotions.ts';
import { marketCopy } from './market.ts';

/** en-GB content pages of the route table (contentCode). */
const ROULETTE_PAGES: Record<string, { title: string; body: string }> = {
  'london-roulette': {
    title: 'London Roulette',
    body: 'Our **London Roulette** tables stream from a studio overlooking the Thames.\nSingle-zero wheel, call bets and a host who knows every regular.\n\n[Play live roulette](route:roulette)',
  },
  'french-roulette': {
    title: 'French Roulette',
    body: '**French Roulette** uses a single-zero wheel with *La Partage*: even-money bets lose only half when the ball lands on zero, cutting the house edge to 1.35%.\nCall bets such as Voisins du Zéro and Orphelins cover whole sections of the wheel.\n\n[See all roulette games](route:roulette)',
  },
  'american-roulette': {
    title: 'American Roulette',
    body: '**American Roulette** adds a double zero, so the wheel has 38 pockets and a house edge of 5.26%.\nIt offers one extra bet, the *five-number bet* on 0, 00, 1, 2 and 3.\n\n[Compare with European roulette](route:europeanRoulette)',
  },
  'european-roulette': {
    title: 'European Roulette',
    body: '**European Roulette** has 37 pockets, numbers 1 to 36 and a single zero, for a house edge of 2.70%.\nIt is the most played version in Europe, live and digital.\n\n[Try French roulette rules](route:frenchRoulette)',
  },
};

export function seedContents(db: Db): void {
  const insert = db.prepare('INSERT INTO contents (culture, code, title, body) VALUES (?, ?, ?, ?)');
  for (const route of ROUTES.values()) {
    if (!route.contentCode) continue;
    const page = ROULETTE_PAGES[route.contentCode];
    if (!page) throw new Error(`no content for contentCode '${route.contentCode}'`);
    for (const culture of route.cultures) insert.run(culture, route.contentCode, page.title, page.body);
  }
  for (const culture of ALL_CULTURES) {
    const market = marketCopy(culture);
    const home = homeIntro(market, PROMO_COPY[langOf(culture)].welcome.slug);
    insert.run(culture, 'home-intro', home.title, home.body);
    for (const key of CATEGORY_ROUTE_KEYS) {
      if (!ROUTES.get(key)?.patterns.has(culture)) continue;
      const intro = categoryIntro(key, market);
      insert.run(culture, `category-${key}`, intro.title, intro.body);
    }
  }
}
