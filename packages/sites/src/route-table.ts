import { ENGLISH_CULTURES } from './culture-codes.ts';
import { OFFER_BARRING_RULES } from './markets.ts';
import type { GameGroup, RouteDefinition } from './route-types.ts';

/**
 * The route table of spec/catalogue.md section 2 as data. Flat, with `parent` links, so that
 * route keys and parameter names are known to the type checker. Order is the spec's; matching
 * does not depend on it (static segments always win over parameters, see compile-routes.ts).
 */

const HOME_SLIDER_LIMIT = 14;
const ROULETTE_GROUP_LIMIT = 12;
const MOST_PLAYED_LIMIT = 20;

const homeGroups: readonly GameGroup[] = [
  { group: 'most_popular', limit: HOME_SLIDER_LIMIT, linkTo: 'onlineSlots' },
  { group: 'new_games', limit: HOME_SLIDER_LIMIT, linkTo: 'onlineSlots' },
  { group: 'live_casino', limit: HOME_SLIDER_LIMIT, linkTo: 'liveCasino' },
  { group: 'jackpots', limit: HOME_SLIDER_LIMIT, linkTo: 'jackpots', unlessMarketRule: 'no-jackpots' },
  { group: 'casino_games', limit: HOME_SLIDER_LIMIT, linkTo: 'casinoGames' },
];

const ROUTES = [
  {
    key: 'home',
    path: '/',
    contentType: 'home',
    gameGroups: homeGroups,
    culturesGameGroups: {
      es: [
        { group: 'most_played', limit: MOST_PLAYED_LIMIT, linkTo: 'onlineSlots' },
        { group: 'most_popular', limit: HOME_SLIDER_LIMIT, linkTo: 'onlineSlots' },
        { group: 'live_casino', limit: HOME_SLIDER_LIMIT, linkTo: 'liveCasino' },
        { group: 'casino_games', limit: HOME_SLIDER_LIMIT, linkTo: 'casinoGames' },
        { group: 'crash_games', limit: HOME_SLIDER_LIMIT, linkTo: 'crashGames' },
      ],
    },
  },
  {
    key: 'liveCasino',
    path: '/live-casino/',
    culturesPath: { es: '/casino-en-vivo/' },
    contentType: 'game-category',
    excludedCultures: ['de-DE'],
    gameGroups: [
      { group: 'live_roulette', limit: ROULETTE_GROUP_LIMIT, linkTo: 'roulette' },
      { group: 'live_blackjack', limit: HOME_SLIDER_LIMIT, linkTo: 'blackjack' },
      { group: 'live_baccarat', limit: HOME_SLIDER_LIMIT, linkTo: 'baccarat' },
      { group: 'game_shows', limit: HOME_SLIDER_LIMIT, linkTo: 'gameShows' },
      { group: 'live_casino' },
    ],
  },
  {
    key: 'blackjack',
    parent: 'liveCasino',
    path: '/blackjack/',
    contentType: 'game-category',
    gameGroups: [{ group: 'live_blackjack' }, { group: 'blackjack' }],
  },
  {
    key: 'roulette',
    parent: 'liveCasino',
    path: '/roulette/',
    culturesPath: { es: '/ruleta/' },
    contentType: 'game-category',
    gameGroups: [
      { group: 'live_roulette', limit: ROULETTE_GROUP_LIMIT },
      { group: 'roulette', limit: ROULETTE_GROUP_LIMIT },
    ],
  },
  {
    key: 'londonRoulette',
    parent: 'roulette',
    path: 'london-roulette/',
    chosenPath: true,
    contentType: 'content-page',
    contentCode: 'london-roulette',
    cultures: ['en-GB'],
  },
  {
    key: 'frenchRoulette',
    parent: 'roulette',
    path: 'french-roulette/',
    chosenPath: true,
    contentType: 'content-page',
    contentCode: 'french-roulette',
    cultures: ['en-GB'],
  },
  {
    key: 'americanRoulette',
    parent: 'roulette',
    path: 'american-roulette/',
    chosenPath: true,
    contentType: 'content-page',
    contentCode: 'american-roulette',
    cultures: ['en-GB'],
  },
  {
    key: 'europeanRoulette',
    parent: 'roulette',
    path: 'european-roulette/',
    chosenPath: true,
    contentType: 'content-page',
    contentCode: 'european-roulette',
    cultures: ['en-GB'],
  },
  {
    key: 'baccarat',
    parent: 'liveCasino',
    path: '/baccarat/',
    contentType: 'game-category',
    excludedCultures: ['es', 'de-DE'],
    gameGroups: [{ group: 'live_baccarat' }],
  },
  {
    key: 'gameShows',
    parent: 'liveCasino',
    path: '/game-shows/',
    contentType: 'game-category',
    excludedCultures: ['da', 'sv', 'es', 'de-DE'],
    gameGroups: [{ group: 'game_shows' }],
  },
  { key: 'liveCasinoGame', parent: 'liveCasino', path: ':gameSlug/', contentType: 'game', siteMapType: 'none' },

  {
    key: 'onlineSlots',
    path: '/online-slots/',
    contentType: 'game-category',
    gameGroups: [
      { group: 'most_played_slots', limit: MOST_PLAYED_LIMIT },
      { group: 'new_slots', limit: HOME_SLIDER_LIMIT },
      { group: 'megaways', limit: HOME_SLIDER_LIMIT, linkTo: 'megaways' },
      { group: 'jackpots', limit: HOME_SLIDER_LIMIT, linkTo: 'jackpots', unlessMarketRule: 'no-jackpots' },
      { group: 'slots' },
    ],
  },
  { key: 'megaways', parent: 'onlineSlots', path: 'megaways/', chosenPath: true, contentType: 'game-category', gameGroups: [{ group: 'megaways' }] },
  {
    key: 'jackpots',
    parent: 'onlineSlots',
    path: 'jackpots/',
    chosenPath: true,
    contentType: 'game-category',
    unlessMarketRule: 'no-jackpots',
    gameGroups: [{ group: 'jackpots' }],
  },
  {
    key: 'dailyJackpots',
    parent: 'onlineSlots',
    path: 'daily-jackpots/',
    chosenPath: true,
    contentType: 'game-category',
    unlessMarketRule: 'no-jackpots',
    gameGroups: [{ group: 'daily_jackpots' }],
  },
  {
    key: 'jackpotKing',
    parent: 'onlineSlots',
    path: '/jackpot-king/',
    contentType: 'game-category',
    cultures: ENGLISH_CULTURES,
    unlessMarketRule: 'no-jackpots',
    gameGroups: [{ group: 'jackpot_king' }],
  },
  {
    key: 'slingo',
    parent: 'onlineSlots',
    path: '/slingo/',
    contentType: 'game-category',
    cultures: ['en', 'es'],
    gameGroups: [{ group: 'slingo' }],
  },
  {
    key: 'monopolyCasinoSlots',
    parent: 'onlineSlots',
    path: 'monopoly-casino-slots/',
    chosenPath: true,
    pageCode: 'monopoly-casino-slots',
    contentType: 'game-category',
    cultures: ['en-GB'],
    gameGroups: [{ group: 'monopoly' }],
  },
  { key: 'onlineSlotsGame', parent: 'onlineSlots', path: ':gameSlug/', contentType: 'game', siteMapType: 'none' },

  {
    key: 'casinoGames',
    path: '/casino-games/',
    culturesPath: { es: '/juegos-de-casino/' },
    contentType: 'game-category',
    excludedCultures: ['de-DE'],
    gameGroups: [
      { group: 'table_games', limit: HOME_SLIDER_LIMIT },
      { group: 'instant_win', limit: HOME_SLIDER_LIMIT },
      { group: 'scratch_cards', limit: HOME_SLIDER_LIMIT, linkTo: 'scratchCards' },
      { group: 'video_poker', limit: HOME_SLIDER_LIMIT, linkTo: 'videoPoker' },
      { group: 'casino_games' },
    ],
  },
  {
    key: 'scratchCards',
    parent: 'casinoGames',
    path: 'scratch-cards/',
    chosenPath: true,
    contentType: 'game-category',
    excludedCultures: ['da', 'sv', 'es', 'de-DE'],
    gameGroups: [{ group: 'scratch_cards' }],
  },
  {
    key: 'videoBingo',
    parent: 'casinoGames',
    path: 'video-bingo/',
    chosenPath: true,
    contentType: 'game-category',
    cultures: ['es'],
    gameGroups: [{ group: 'video_bingo' }],
  },
  {
    key: 'videoPoker',
    parent: 'casinoGames',
    path: 'video-poker/',
    chosenPath: true,
    contentType: 'game-category',
    excludedCultures: ['es', 'de-DE'],
    gameGroups: [{ group: 'video_poker' }],
  },
  {
    key: 'crashGames',
    parent: 'casinoGames',
    path: '/crash-games/',
    culturesPath: { es: '/juegos-crash/' },
    contentType: 'game-category',
    cultures: ['es'],
    gameGroups: [{ group: 'crash_games' }],
  },
  { key: 'casinoGamesGame', parent: 'casinoGames', path: ':gameSlug/', contentType: 'game', siteMapType: 'none' },

  { key: 'help', path: '/help/', culturesPath: { es: '/ayuda/' }, contentType: 'help' },
  { key: 'contact', path: '/contact/', culturesPath: { es: '/contacto/' }, contentType: 'contact', feedCode: 'contact' },
  { key: 'privacy', path: '/privacy/', contentType: 'feed', feedCode: 'privacy', siteMapType: 'none' },
  {
    key: 'responsible',
    path: '/responsible-gaming/',
    culturesPath: { es: '/juego-mas-seguro/' },
    contentType: 'feed',
    feedCode: 'responsibleGaming',
    banner: false,
  },
  { key: 'selfAssessment', path: '/self-assessment-test/', contentType: 'self-assessment', feedCode: 'selfAssessment' },
  {
    key: 'bonus',
    path: '/bonus-policy/',
    contentType: 'bonus-policy',
    feedCode: 'bonusPolicy',
    excludedCultures: ['sv'],
    siteMapType: 'none',
    // No bonus page where the market grants no bonus (Brazil) or bars the operator's marketing (Finland, Norway): its terms stay data, linked from nowhere.
    unlessMarketRule: OFFER_BARRING_RULES,
  },
  { key: 'terms', path: '/terms/', contentType: 'feed', feedCode: 'terms', siteMapType: 'none' },
  { key: 'juego', path: '/juego-autorizado/', contentType: 'feed', feedCode: 'authorizedGaming', cultures: ['es'], siteMapType: 'none' },
  { key: 'impressum', path: '/impressum/', contentType: 'feed', feedCode: 'impressum', cultures: ['de-DE'], siteMapType: 'none' },
  { key: 'mobileApp', path: '/mobile-app/', culturesPath: { es: '/app-movil/' }, contentType: 'feed', feedCode: 'mobileApp', cultures: ['es', 'en-GB'] },
  { key: 'documents', path: '/uploading-documents/', contentType: 'feed', feedCode: 'uploadingDocuments' },
  { key: 'restricted', path: '/restricted/:countrySlug/', contentType: 'restricted', feedCode: 'restricted', siteMapType: 'none' },
  // Deposit methods, offers and prize races invite real-money play: none where it is barred (India);
  // offers and prize races are bonuses for betting: none where they are barred (Brazil), nor where
  // an unlicensed operator may not market (Finland, Norway: OFFER_BARRING_RULES).
  { key: 'payments', path: '/payment-options/', culturesPath: { es: '/metodos-de-pago/' }, contentType: 'payments', unlessMarketRule: 'no-real-money-play' },
  { key: 'payment', parent: 'payments', path: ':paymentSlug/', contentType: 'payment', siteMapType: 'content' },
  {
    key: 'promotions',
    path: '/promotions/',
    culturesPath: { es: '/promociones/' },
    contentType: 'promotions',
    excludedCultures: ['da'],
    unlessMarketRule: OFFER_BARRING_RULES,
  },
  { key: 'promotion', parent: 'promotions', path: ':promotionSlug/', contentType: 'promotion', siteMapType: 'content' },
  // A leaderboard is a tournament's prize race, a recurring bonus: none where only the welcome offer may be shown.
  {
    key: 'leaderboard',
    path: '/promotions/leaderboard/:slug/',
    contentType: 'leaderboard',
    excludedCultures: ['es'],
    siteMapType: 'none',
    unlessMarketRule: ['welcome-offer-only', ...OFFER_BARRING_RULES],
  },
  {
    key: 'leaderboard-es',
    path: '/promociones/leaderboard/:slug/',
    contentType: 'leaderboard',
    cultures: ['es'],
    siteMapType: 'none',
    unlessMarketRule: ['welcome-offer-only', ...OFFER_BARRING_RULES],
  },
  // Recruiting affiliates to market the site is marketing too: none where an unlicensed operator may not market (Finland, Norway).
  { key: 'affiliates', path: '/affiliates/', contentType: 'feed', feedCode: 'affiliates', unlessMarketRule: 'no-unlicensed-marketing' },
  { key: 'aboutUs', path: '/about-us/', culturesPath: { es: '/quienes-somos/' }, contentType: 'feed', feedCode: 'aboutUs' },
  { key: 'btPreview', path: '/bt/', contentType: 'bt-preview', siteMapType: 'none' },
  { key: 'sitemap', path: '/site-map/', contentType: 'site-map' },
  { key: 'blog', path: '/blog/', contentType: 'blog-home', cultures: ['en-GB', 'es'] },
  { key: 'blogSearch', parent: 'blog', path: 'search/', contentType: 'blog-search', siteMapType: 'none' },
  { key: 'blogTag', parent: 'blog', path: ':tagSlug/', contentType: 'blog-tag', siteMapType: 'content' },
  { key: 'blogPost', parent: 'blog', path: ':tagSlug/:postSlug/', contentType: 'blog-post', siteMapType: 'none' },

  { key: 'gamePreview', path: '/preview/game/:gameId/', contentType: 'preview', siteMapType: 'none' },
  { key: 'postPreview', path: '/preview/post/:postId/', contentType: 'preview', siteMapType: 'none' },
  { key: 'promotionPreview', path: '/preview/promotions/:promotionId/', contentType: 'preview', siteMapType: 'none' },
  { key: 'promotionHomePreview', path: '/preview/promotions/home/:promotionHomeId/', contentType: 'preview', siteMapType: 'none' },
  { key: 'featurePreview', path: '/preview/features/:featureId/', contentType: 'preview', siteMapType: 'none' },
  { key: 'featureHomePreview', path: '/preview/features/home/:featureHomeId/', contentType: 'preview', siteMapType: 'none' },
] as const satisfies readonly RouteDefinition[];

type RouteEntry = (typeof ROUTES)[number];
export type RouteKey = RouteEntry['key'];

export const ROUTE_TABLE: readonly (RouteDefinition & { key: RouteKey })[] = ROUTES;

type EntryOf<K extends RouteKey> = Extract<RouteEntry, { key: K }>;
type NamesIn<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | NamesIn<Rest> : never;
type ParentParams<E> = E extends { parent: RouteKey; path: `/${string}` } ? never : E extends { parent: infer P extends RouteKey } ? ParamNames<P> : never;

/** Parameter names of a route: its own, plus its parent's where its path is relative. */
export type ParamNames<K extends RouteKey> = NamesIn<EntryOf<K>['path']> | ParentParams<EntryOf<K>>;
export type RouteParams<K extends RouteKey> = { readonly [N in ParamNames<K>]: string };
