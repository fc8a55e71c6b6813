import { describe, expect, it } from 'vitest';
import { CULTURE_CODES, ENGLISH_CULTURES, type CultureCode } from './culture-codes.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { compileRoutes, RouteTableError } from './compile-routes.ts';
import { getRoute, ROUTES, routeAncestry } from './routes.ts';
import { matchRoute } from './route-matcher.ts';

const pattern = (key: string, culture: CultureCode) => ROUTES.get(key)?.patterns.get(culture);
const cultures = (key: string) => ROUTES.get(key)?.cultures;
const except = (...excluded: CultureCode[]) => CULTURE_CODES.filter((c) => !excluded.includes(c));

describe('route table (spec/catalogue.md section 2)', () => {
  it.each([
    ['home', '/', '/'],
    ['liveCasino', '/live-casino/', '/casino-en-vivo/'],
    ['blackjack', '/blackjack/', '/blackjack/'],
    ['roulette', '/roulette/', '/ruleta/'],
    ['onlineSlots', '/online-slots/', '/online-slots/'],
    ['megaways', '/online-slots/megaways/', '/online-slots/megaways/'],
    ['onlineSlotsGame', '/online-slots/:gameSlug/', '/online-slots/:gameSlug/'],
    ['liveCasinoGame', '/live-casino/:gameSlug/', '/casino-en-vivo/:gameSlug/'],
    ['casinoGames', '/casino-games/', '/juegos-de-casino/'],
    ['casinoGamesGame', '/casino-games/:gameSlug/', '/juegos-de-casino/:gameSlug/'],
    ['help', '/help/', '/ayuda/'],
    ['contact', '/contact/', '/contacto/'],
    ['responsible', '/responsible-gaming/', '/juego-mas-seguro/'],
    ['payments', '/payment-options/', '/metodos-de-pago/'],
    ['payment', '/payment-options/:paymentSlug/', '/metodos-de-pago/:paymentSlug/'],
    ['promotions', '/promotions/', '/promociones/'],
    ['promotion', '/promotions/:promotionSlug/', '/promociones/:promotionSlug/'],
    ['aboutUs', '/about-us/', '/quienes-somos/'],
    ['restricted', '/restricted/:countrySlug/', '/restricted/:countrySlug/'],
    ['sitemap', '/site-map/', '/site-map/'],
    ['btPreview', '/bt/', '/bt/'],
  ])('%s is %s (es: %s)', (key, path, esPath) => {
    expect(pattern(key, 'en')).toBe(path);
    expect(pattern(key, 'es')).toBe(esPath);
  });

  it('has the es-only and per-culture paths', () => {
    expect(pattern('crashGames', 'es')).toBe('/juegos-crash/');
    expect(pattern('mobileApp', 'es')).toBe('/app-movil/');
    expect(pattern('mobileApp', 'en-GB')).toBe('/mobile-app/');
    expect(pattern('videoBingo', 'es')).toBe('/juegos-de-casino/video-bingo/');
    expect(pattern('leaderboard-es', 'es')).toBe('/promociones/leaderboard/:slug/');
    expect(pattern('leaderboard', 'en-GB')).toBe('/promotions/leaderboard/:slug/');
    expect(pattern('juego', 'es')).toBe('/juego-autorizado/');
    expect(pattern('impressum', 'de-DE')).toBe('/impressum/');
  });

  it('applies the inclusions and exclusions of the spec', () => {
    expect(cultures('liveCasino')).toEqual(except('de-DE'));
    expect(cultures('baccarat')).toEqual(except('es', 'de-DE'));
    expect(cultures('gameShows')).toEqual(except('da', 'sv', 'es', 'de-DE'));
    expect(cultures('dailyJackpots')).toEqual(except('de-DE', 'en-IN'));
    // Not in India: its market has no jackpots (play for fun only).
    expect(cultures('jackpotKing')).toEqual(
      [...ENGLISH_CULTURES].filter((code) => code !== 'en-IN').sort((a, b) => CULTURE_CODES.indexOf(a) - CULTURE_CODES.indexOf(b)),
    );
    expect(cultures('slingo')).toEqual(['en', 'es']);
    expect(cultures('monopolyCasinoSlots')).toEqual(['en-GB']);
    expect(cultures('casinoGames')).toEqual(except('de-DE'));
    expect(cultures('scratchCards')).toEqual(except('da', 'sv', 'es', 'de-DE'));
    expect(cultures('videoBingo')).toEqual(['es']);
    expect(cultures('videoPoker')).toEqual(except('es', 'de-DE'));
    expect(cultures('crashGames')).toEqual(['es']);
    // India: no real-money play, so no offer, bonus terms, prize race or deposit method is shown (no-real-money-play).
    expect(cultures('bonus')).toEqual(except('sv', 'en-IN', 'pt-BR', 'nb-NO', 'fi'));
    expect(cultures('payments')).toEqual(except('en-IN'));
    expect(cultures('juego')).toEqual(['es']);
    expect(cultures('impressum')).toEqual(['de-DE']);
    expect(cultures('mobileApp')).toEqual(['en-GB', 'es']);
    // Brazil: no bonus or advantage for betting, so no offer, bonus page or prize race (no-bonus-offers).
    expect(cultures('promotions')).toEqual(except('da', 'en-IN', 'pt-BR', 'nb-NO', 'fi'));
    // Sweden: a leaderboard is a recurring bonus, and only the welcome offer may be shown (welcome-offer-only).
    expect(cultures('leaderboard')).toEqual(except('es', 'sv', 'en-IN', 'pt-BR', 'nb-NO', 'fi'));
    expect(cultures('leaderboard-es')).toEqual(['es']);
    expect(cultures('blog')).toEqual(['en-GB', 'es']);
    for (const key of ['londonRoulette', 'frenchRoulette', 'americanRoulette', 'europeanRoulette']) {
      expect(cultures(key)).toEqual(['en-GB']);
    }
  });

  it('lets children inherit the parent cultures unless they state their own', () => {
    expect(cultures('blackjack')).toEqual(cultures('liveCasino'));
    expect(cultures('roulette')).toEqual(cultures('liveCasino'));
    expect(cultures('liveCasinoGame')).toEqual(cultures('liveCasino'));
    expect(cultures('blogPost')).toEqual(['en-GB', 'es']);
    expect(cultures('payment')).toEqual(cultures('payments'));
    expect(cultures('promotion')).toEqual(except('da', 'en-IN', 'pt-BR', 'nb-NO', 'fi'));
  });

  it('never puts a relative child where its parent does not exist', () => {
    for (const route of ROUTES.values()) {
      const definition = route.definition;
      if (!definition.parent || definition.path.startsWith('/')) continue;
      const parent = getRoute(definition.parent as never);
      for (const culture of route.cultures) expect(parent.cultures, `${route.key} in ${culture}`).toContain(culture);
    }
  });

  it('matches static children before parameter children', () => {
    expect(matchRoute('en', '/online-slots/megaways/')?.route.key).toBe('megaways');
    expect(matchRoute('en', '/online-slots/jackpots/')?.route.key).toBe('jackpots');
    expect(matchRoute('en', '/online-slots/starburst/')?.route.key).toBe('onlineSlotsGame');
    expect(matchRoute('en-GB', '/blog/search/')?.route.key).toBe('blogSearch');
    expect(matchRoute('en-GB', '/blog/slots/')?.route.key).toBe('blogTag');
    expect(matchRoute('en-GB', '/blog/slots/top-ten/')?.route.key).toBe('blogPost');
    expect(matchRoute('en', '/promotions/leaderboard/weekly/')?.route.key).toBe('leaderboard');
    expect(matchRoute('en', '/preview/features/home/7/')?.route.key).toBe('featureHomePreview');
    expect(matchRoute('en', '/preview/features/7/')?.route.key).toBe('featurePreview');
  });

  it('ends the list with featureHomePreview', () => {
    expect(ROUTE_TABLE.at(-1)?.key).toBe('featureHomePreview');
  });

  it('excludes games, leaderboards, previews, legal pages and blog items from the site map', () => {
    const listed = [...ROUTES.values()].filter((r) => r.siteMapType === 'static').map((r) => r.key);
    for (const key of [
      'onlineSlotsGame',
      'liveCasinoGame',
      'casinoGamesGame',
      'leaderboard',
      'leaderboard-es',
      'gamePreview',
      'featureHomePreview',
      'privacy',
      'terms',
      'juego',
      'impressum',
      'bonus',
      'blogPost',
      'blogSearch',
    ]) {
      expect(listed).not.toContain(key);
    }
    for (const key of ['home', 'liveCasino', 'help', 'contact', 'responsible', 'promotions', 'blog', 'sitemap', 'aboutUs']) {
      expect(listed).toContain(key);
    }
  });

  it('builds breadcrumbs from the ancestors that exist in the culture', () => {
    expect(routeAncestry('megaways', 'en').map((r) => r.key)).toEqual(['onlineSlots', 'megaways']);
    expect(routeAncestry('payment', 'es').map((r) => r.key)).toEqual(['payments', 'payment']);
    expect(routeAncestry('crashGames', 'es').map((r) => r.key)).toEqual(['casinoGames', 'crashGames']);
  });

  it('rejects a broken table', () => {
    expect(() =>
      compileRoutes([
        { key: 'a', path: '/a/', contentType: 'feed' },
        { key: 'a', path: '/b/', contentType: 'feed' },
      ]),
    ).toThrowError(RouteTableError);
    expect(() => compileRoutes([{ key: 'a', path: '/a', contentType: 'feed' }])).toThrowError(/must end with/);
    expect(() => compileRoutes([{ key: 'a', path: 'a/', contentType: 'feed' }])).toThrowError(/no parent/);
    expect(() => compileRoutes([{ key: 'a', path: '/Bad_Segment/', contentType: 'feed' }])).toThrowError(/kebab-case/);
  });
});
