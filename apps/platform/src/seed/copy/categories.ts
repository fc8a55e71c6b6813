import type { Lang } from '../../lib/markets.ts';

/** Intro copy per game category route (content code category-{routeKey}). */
const NAMES: Record<string, [string, string, string, string, string, string]> = {
  //                    en                 de                   da                     sv                   es                          fr
  liveCasino: ['Live casino', 'Live-Casino', 'Live casino', 'Live casino', 'Casino en vivo', 'Casino en direct'],
  blackjack: ['Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack', 'Blackjack'],
  roulette: ['Roulette', 'Roulette', 'Roulette', 'Roulette', 'Ruleta', 'Roulette'],
  baccarat: ['Baccarat', 'Baccarat', 'Baccarat', 'Baccarat', 'Baccarat', 'Baccara'],
  gameShows: ['Game shows', 'Spielshows', 'Gameshows', 'Spelshower', 'Concursos', 'Jeux télévisés'],
  onlineSlots: ['Online slots', 'Online-Slots', 'Spilleautomater', 'Slots', 'Tragaperras', 'Machines à sous'],
  megaways: ['Megaways slots', 'Megaways-Slots', 'Megaways-automater', 'Megaways-slots', 'Tragaperras Megaways', 'Machines Megaways'],
  jackpots: ['Jackpot slots', 'Jackpot-Slots', 'Jackpot-automater', 'Jackpottslots', 'Tragaperras con bote', 'Machines à jackpot'],
  dailyJackpots: ['Daily jackpots', 'Tägliche Jackpots', 'Daglige jackpots', 'Dagliga jackpottar', 'Botes diarios', 'Jackpots quotidiens'],
  jackpotKing: ['Jackpot King', 'Jackpot King', 'Jackpot King', 'Jackpot King', 'Jackpot King', 'Jackpot King'],
  slingo: ['Slingo', 'Slingo', 'Slingo', 'Slingo', 'Slingo', 'Slingo'],
  monopolyCasinoSlots: ['Property Tycoon slots', 'Immobilien-Slots', 'Ejendomsautomater', 'Fastighetsslots', 'Tragaperras de magnates', 'Machines Magnat'],
  casinoGames: ['Casino games', 'Casinospiele', 'Casinospil', 'Casinospel', 'Juegos de casino', 'Jeux de casino'],
  scratchCards: ['Scratch cards', 'Rubbellose', 'Skrabelodder', 'Skraplotter', 'Rasca y gana', 'Cartes à gratter'],
  videoBingo: ['Video bingo', 'Videobingo', 'Videobingo', 'Videobingo', 'Videobingo', 'Vidéo bingo'],
  videoPoker: ['Video poker', 'Videopoker', 'Videopoker', 'Videopoker', 'Videopóquer', 'Vidéo poker'],
  crashGames: ['Crash games', 'Crash-Spiele', 'Crash-spil', 'Crashspel', 'Juegos crash', 'Jeux crash'],
};
const ORDER: readonly Lang[] = ['en', 'de', 'da', 'sv', 'es', 'fr'];

const INTRO: Record<Lang, (name: string) => string> = {
  en: (n) => `**${n}** at its best: hand-picked titles, fair odds and fast payouts.\nTry a game in demo mode first, then play for real when you are ready.`,
  de: (n) => `**${n}** vom Feinsten: ausgewählte Titel, faire Quoten und schnelle Auszahlungen.\nTesten Sie zuerst im Demomodus.`,
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
  de: { title: 'Willkommen im Casino', body: 'Über **2.000 Spiele** und Kundenservice *rund um die Uhr*. [Zu den Slots](route:onlineSlots).' },
  da: { title: 'Velkommen til casinoet', body: 'Over **2.000 spil**, live borde døgnet rundt og support *24/7*. [Se spilleautomaterne](route:onlineSlots).' },
  sv: { title: 'Välkommen till casinot', body: 'Över **2 000 spel**, livebord dygnet runt och support *24/7*. [Se kampanjerna](route:promotions).' },
  es: { title: 'Bienvenido al casino', body: 'Más de **2.000 juegos**, mesas en vivo a todas horas y atención *24/7*. [Ver promociones](route:promotions).' },
  fr: {
    title: 'Bienvenue au casino',
    body: 'Plus de **2 000 jeux**, des tables en direct jour et nuit et un service *24/7*. [Voir les promotions](route:promotions).',
  },
};
