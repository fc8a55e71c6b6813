import type { Lang } from '../../lib/markets.ts';

/** Intro copy per game category route (content code category-{routeKey}). */
const NAMES: Record<string, [string, string, string, string, string, string]> = {
  //                    en                 de                   da                     sv                   es                          fr
  liveCasino: ['Live casino', 'Live-Casino', 'Livecasino', 'Livecasino', 'Casino en vivo', 'Casino en direct'],
  blackjack: ['Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack'],
  roulette: ['Roulette', 'Roulette', 'Roulette', 'Roulette', 'Ruleta', 'Roulette'],
  baccarat: ['Baccarat', 'Baccarat', 'Baccarat', 'Baccarat', 'Baccarat', 'Baccara'],
  gameShows: ['Game shows', 'Gameshows', 'Gameshows', 'Spelshower', 'Concursos', 'Jeux télévisés'],
  onlineSlots: ['Online slots', 'Online-Slots', 'Spilleautomater', 'Slots', 'Tragaperras', 'Machines à sous'],
  megaways: ['Megaways slots', 'Megaways-Slots', 'Megaways-automater', 'Megaways-slots', 'Tragaperras Megaways', 'Machines Megaways'],
  jackpots: ['Jackpot slots', 'Jackpot-Slots', 'Jackpot-automater', 'Jackpottslots', 'Tragaperras con bote', 'Machines à sous à gros lot'],
  dailyJackpots: ['Daily jackpots', 'Tägliche Jackpots', 'Daglige jackpots', 'Dagliga jackpottar', 'Botes diarios', 'Gros lots quotidiens'],
  jackpotKing: ['Jackpot King', 'Jackpot King', 'Jackpot King', 'Jackpot King', 'Jackpot King', 'Jackpot King'],
  slingo: ['Slingo', 'Slingo', 'Slingo', 'Slingo', 'Slingo', 'Slingo'],
  monopolyCasinoSlots: ['Property Tycoon slots', 'Immobilien-Slots', 'Ejendomsautomater', 'Fastighetsslots', 'Tragaperras de magnates', 'Machines Magnat'],
  casinoGames: ['Casino games', 'Casinospiele', 'Casinospil', 'Casinospel', 'Juegos de casino', 'Jeux de casino'],
  scratchCards: ['Scratch cards', 'Rubbellose', 'Skrabelodder', 'Skraplotter', 'Rasca y gana', 'Billets à gratter'],
  videoBingo: ['Video bingo', 'Videobingo', 'Videobingo', 'Videobingo', 'Videobingo', 'Vidéobingo'],
  videoPoker: ['Video poker', 'Videopoker', 'Videopoker', 'Videopoker', 'Videopóquer', 'Vidéopoker'],
  crashGames: ['Crash games', 'Crash-Spiele', 'Crash-spil', 'Crashspel', 'Juegos crash', 'Jeux crash'],
};
const ORDER: readonly Lang[] = ['en', 'de', 'da', 'sv', 'es', 'fr'];

const INTRO: Record<Lang, (name: string) => string> = {
  en: (n) => `**${n}** at its best: hand-picked titles, fair odds and fast payouts.\nTry any game in demo mode first and learn how it plays.`,
  de: (n) => `**${n}** vom Feinsten: ausgewählte Titel, faire Gewinnchancen und schnelle Auszahlungen.\nTesten Sie zuerst im Demomodus.`,
  da: (n) => `**${n}** når det er bedst: håndplukkede titler, fair odds og hurtige udbetalinger.\nPrøv først i demotilstand.`,
  sv: (n) => `**${n}** när det är som bäst: handplockade titlar, rättvisa odds och snabba uttag.\nTesta först i demoläge.`,
  es: (n) => `**${n}** en estado puro: títulos seleccionados, probabilidades justas y pagos rápidos.\nPrueba primero en modo demo.`,
  fr: (n) => `**${n}** à son meilleur : des titres choisis, des chances équitables et des paiements rapides.\nEssayez d'abord en mode démo.`,
};

export const CATEGORY_ROUTE_KEYS = Object.keys(NAMES);

export function categoryIntro(routeKey: string, lang: Lang): { title: string; body: string } {
  const row = NAMES[routeKey];
  if (!row) throw new Error(`no category copy for route '${routeKey}'`);
  const title = row[ORDER.indexOf(lang)] as string;
  return { title, body: INTRO[lang](title) };
}

export const HOME_INTRO: Record<Lang, { title: string; body: string }> = {
  en: {
    title: 'Welcome to the casino',
    body: 'Over **2,000 games**, live tables around the clock and support *24/7*. [See the latest promotions](route:promotions).',
  },
  de: { title: 'Virtuelle Automatenspiele online', body: 'Über **2.000 Spiele** und Kundenservice *rund um die Uhr*. [Zu den Slots](route:onlineSlots).' },
  da: { title: 'Velkommen til casinoet', body: 'Over **2.000 spil**, liveborde døgnet rundt og support *24/7*. [Se spilleautomaterne](route:onlineSlots).' },
  // Sweden allows a bonus only at the first gaming occasion (welcome-offer-only): the intro points at that one offer, not "the promotions".
  sv: {
    title: 'Välkommen till casinot',
    body: 'Över **2 000 spel**, livebord dygnet runt och support *24/7*. [Se välkomstbonusen](route:promotion?promotionSlug=valkomstbonus).',
  },
  es: { title: 'Bienvenido al casino', body: 'Más de **2.000 juegos**, mesas en vivo a todas horas y atención *24/7*. [Ver promociones](route:promotions).' },
  fr: {
    title: 'Bienvenue au casino',
    body: 'Plus de **2 000 jeux**, des tables en direct jour et nuit et un service *24/7*. [Voir les promotions](route:promotions).',
  },
};
