import type { Lang } from '../../lib/markets.ts';
import type { MarketCopy } from '../content/market.ts';

/** Intro copy per game category route (content code category-{routeKey}). */
const CATEGORY_KEYS = [
  'liveCasino',
  'blackjack',
  'roulette',
  'baccarat',
  'gameShows',
  'onlineSlots',
  'megaways',
  'jackpots',
  'dailyJackpots',
  'jackpotKing',
  'slingo',
  'monopolyCasinoSlots',
  'casinoGames',
  'scratchCards',
  'videoBingo',
  'videoPoker',
  'crashGames',
] as const;
type CategoryRouteKey = (typeof CATEGORY_KEYS)[number];

/** The category names per language (content code category-{routeKey}); each language lists every route key. */
const NAMES: Record<Lang, Record<CategoryRouteKey, string>> = {
  en: {
    liveCasino: 'Live casino',
    blackjack: 'Blackjack',
    roulette: 'Roulette',
    baccarat: 'Baccarat',
    gameShows: 'Game shows',
    onlineSlots: 'Online slots',
    megaways: 'Megaways slots',
    jackpots: 'Jackpot slots',
    dailyJackpots: 'Daily jackpots',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Property Tycoon slots',
    casinoGames: 'Casino games',
    scratchCards: 'Scratch cards',
    videoBingo: 'Video bingo',
    videoPoker: 'Video poker',
    crashGames: 'Crash games',
  },
  de: {
    liveCasino: 'Live-Casino',
    blackjack: 'Blackjack',
    roulette: 'Roulette',
    baccarat: 'Baccarat',
    gameShows: 'Gameshows',
    onlineSlots: 'Online-Slots',
    megaways: 'Megaways-Slots',
    jackpots: 'Jackpot-Slots',
    dailyJackpots: 'Tägliche Jackpots',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Immobilien-Slots',
    casinoGames: 'Casinospiele',
    scratchCards: 'Rubbellose',
    videoBingo: 'Videobingo',
    videoPoker: 'Videopoker',
    crashGames: 'Crash-Spiele',
  },
  da: {
    liveCasino: 'Livecasino',
    blackjack: 'Blackjack',
    roulette: 'Roulette',
    baccarat: 'Baccarat',
    gameShows: 'Gameshows',
    onlineSlots: 'Spilleautomater',
    megaways: 'Megaways-automater',
    jackpots: 'Jackpot-automater',
    dailyJackpots: 'Daglige jackpots',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Ejendomsautomater',
    casinoGames: 'Casinospil',
    scratchCards: 'Skrabelodder',
    videoBingo: 'Videobingo',
    videoPoker: 'Videopoker',
    crashGames: 'Crash-spil',
  },
  sv: {
    liveCasino: 'Livecasino',
    blackjack: 'Blackjack',
    roulette: 'Roulette',
    baccarat: 'Baccarat',
    gameShows: 'Spelshower',
    onlineSlots: 'Slots',
    megaways: 'Megaways-slots',
    jackpots: 'Jackpottslots',
    dailyJackpots: 'Dagliga jackpottar',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Fastighetsslots',
    casinoGames: 'Casinospel',
    scratchCards: 'Skraplotter',
    videoBingo: 'Videobingo',
    videoPoker: 'Videopoker',
    crashGames: 'Crashspel',
  },
  es: {
    liveCasino: 'Casino en vivo',
    blackjack: 'Blackjack',
    roulette: 'Ruleta',
    baccarat: 'Baccarat',
    gameShows: 'Concursos',
    onlineSlots: 'Tragaperras',
    megaways: 'Tragaperras Megaways',
    jackpots: 'Tragaperras con bote',
    dailyJackpots: 'Botes diarios',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Tragaperras de magnates',
    casinoGames: 'Juegos de casino',
    scratchCards: 'Rasca y gana',
    videoBingo: 'Videobingo',
    videoPoker: 'Videopóquer',
    crashGames: 'Juegos crash',
  },
  fr: {
    liveCasino: 'Casino en direct',
    blackjack: 'Blackjack',
    roulette: 'Roulette',
    baccarat: 'Baccara',
    gameShows: 'Jeux télévisés',
    onlineSlots: 'Machines à sous',
    megaways: 'Machines Megaways',
    jackpots: 'Machines à sous à gros lot',
    dailyJackpots: 'Gros lots quotidiens',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Machines Magnat',
    casinoGames: 'Jeux de casino',
    scratchCards: 'Billets à gratter',
    videoBingo: 'Vidéobingo',
    videoPoker: 'Vidéopoker',
    crashGames: 'Jeux crash',
  },
  pt: {
    liveCasino: 'Cassino ao vivo',
    blackjack: 'Blackjack',
    roulette: 'Roleta',
    baccarat: 'Bacará',
    gameShows: 'Game shows',
    onlineSlots: 'Caça-níqueis online',
    megaways: 'Caça-níqueis Megaways',
    jackpots: 'Caça-níqueis com jackpot',
    dailyJackpots: 'Jackpots diários',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Caça-níqueis de magnata',
    casinoGames: 'Jogos de cassino',
    scratchCards: 'Raspadinhas',
    videoBingo: 'Vídeo bingo',
    videoPoker: 'Vídeo pôquer',
    crashGames: 'Jogos crash',
  },
  nb: {
    liveCasino: 'Live-kasino',
    blackjack: 'Blackjack',
    roulette: 'Rulett',
    baccarat: 'Baccarat',
    gameShows: 'Gameshow',
    onlineSlots: 'Spilleautomater',
    megaways: 'Megaways-automater',
    jackpots: 'Spilleautomater med jackpot',
    dailyJackpots: 'Daglige jackpoter',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Eiendomsautomater',
    casinoGames: 'Kasinospill',
    scratchCards: 'Skrapelodd',
    videoBingo: 'Videobingo',
    videoPoker: 'Videopoker',
    crashGames: 'Crash-spill',
  },
  fi: {
    liveCasino: 'Live-kasino',
    blackjack: 'Blackjack',
    roulette: 'Ruletti',
    baccarat: 'Baccarat',
    gameShows: 'Game show -pelit',
    onlineSlots: 'Kolikkopelit',
    megaways: 'Megaways-kolikkopelit',
    jackpots: 'Jättipottipelit',
    dailyJackpots: 'Päivittäiset jättipotit',
    jackpotKing: 'Jackpot King',
    slingo: 'Slingo',
    monopolyCasinoSlots: 'Kiinteistökolikkopelit',
    casinoGames: 'Kasinopelit',
    scratchCards: 'Raaputusarvat',
    videoBingo: 'Videobingo',
    videoPoker: 'Videopokeri',
    crashGames: 'Crash-pelit',
  },
};

/**
 * A category page's intro, worded so it agrees with any category name, singular or plural
 * ("**Online slots** from the best studios", not "at its best"); where real-money play is not
 * offered (India), no payouts: every game is played for fun.
 */
const INTRO: Record<Lang, { realMoney: (name: string) => string; demoOnly: (name: string) => string }> = {
  en: {
    realMoney: (n) => `**${n}** from the best studios: fair odds, clear rules and fast payouts.\nTry any game in demo mode first and learn how it plays.`,
    demoOnly: (n) => `**${n}** from the best studios, every game free to play in demo mode.\nLearn how each one plays and keep it fun.`,
  },
  de: {
    realMoney: (n) =>
      `**${n}** von den besten Studios: faire Gewinnchancen, klare Regeln und schnelle Auszahlungen.\nTesten Sie jedes Spiel zuerst im Demomodus.`,
    demoOnly: (n) => `**${n}** von den besten Studios, jedes Spiel kostenlos im Demomodus.\nLernen Sie die Spiele in Ruhe kennen.`,
  },
  da: {
    realMoney: (n) => `**${n}** fra de bedste spiludviklere: fair odds, klare regler og hurtige udbetalinger.\nPrøv alle spil i demotilstand først.`,
    demoOnly: (n) => `**${n}** fra de bedste spiludviklere, alle spil gratis i demotilstand.\nLær spillene at kende i ro og mag.`,
  },
  sv: {
    realMoney: (n) => `**${n}** från de bästa spelstudiorna: rättvisa odds, tydliga regler och snabba uttag.\nTesta alla spel i demoläge först.`,
    demoOnly: (n) => `**${n}** från de bästa spelstudiorna, alla spel gratis i demoläge.\nLär känna spelen i lugn och ro.`,
  },
  es: {
    realMoney: (n) => `**${n}** de los mejores estudios: probabilidades justas, reglas claras y pagos rápidos.\nPrueba cualquier juego primero en modo demo.`,
    demoOnly: (n) => `**${n}** de los mejores estudios, todos gratis en modo demo.\nDescubre cómo se juega cada uno.`,
  },
  fr: {
    realMoney: (n) =>
      `**${n}** des meilleurs studios : des chances équitables, des règles claires et des paiements rapides.\nEssayez d’abord chaque jeu en mode démo.`,
    demoOnly: (n) => `**${n}** des meilleurs studios, tous gratuits en mode démo.\nDécouvrez comment se joue chacun d’eux.`,
  },
  pt: {
    realMoney: (n) =>
      `**${n}** dos melhores estúdios: probabilidades justas, regras claras e saques rápidos.\nExperimente qualquer jogo primeiro no modo demo.`,
    demoOnly: (n) => `**${n}** dos melhores estúdios, todos grátis no modo demo.\nDescubra como cada um funciona.`,
  },
  nb: {
    realMoney: (n) =>
      `**${n}** fra de beste spillstudioene: rettferdige odds, klare regler og raske utbetalinger.\nPrøv spillene i demomodus først, og lær hvordan de fungerer.`,
    demoOnly: (n) => `**${n}** fra de beste spillstudioene, alle gratis i demomodus.\nLær hvordan spillene fungerer.`,
  },
  fi: {
    realMoney: (n) =>
      `**${n}** parhailta pelistudioilta: reilut voittomahdollisuudet, selkeät säännöt ja nopeat kotiutukset.\nKokeile mitä tahansa peliä ensin demotilassa.`,
    demoOnly: (n) => `**${n}** parhailta pelistudioilta, kaikki ilmaiseksi demotilassa.\nOpettele rauhassa, miten pelit toimivat.`,
  },
};

export const CATEGORY_ROUTE_KEYS: readonly string[] = CATEGORY_KEYS;

export function categoryIntro(routeKey: string, m: Pick<MarketCopy, 'lang' | 'realMoney'>): { title: string; body: string } {
  const title = NAMES[m.lang][routeKey as CategoryRouteKey] as string | undefined;
  if (!title) throw new Error(`no category copy for route '${routeKey}'`);
  return { title, body: (m.realMoney ? INTRO[m.lang].realMoney : INTRO[m.lang].demoOnly)(title) };
}

/** The home intro's parts per language: the games, then where to go next (promotions, the welcome offer, or the slots). */
interface HomeIntro {
  title: string;
  games: string;
  demoGames: string;
  promotions: string;
  welcome: string;
  slots: string;
}

const HOME: Record<Lang, HomeIntro> = {
  en: {
    title: 'Welcome to the casino',
    games: 'Over **2,000 games**, live tables around the clock and support *24/7*.',
    demoGames: 'Over **2,000 games** to play for fun in demo mode, and support *24/7*.',
    promotions: 'See the latest promotions',
    welcome: 'See the welcome bonus',
    slots: 'Browse the slots',
  },
  de: {
    title: 'Virtuelle Automatenspiele online',
    games: 'Über **2.000 Spiele** und Kundenservice *rund um die Uhr*.',
    demoGames: 'Über **2.000 Spiele** kostenlos im Demomodus und Kundenservice *rund um die Uhr*.',
    promotions: 'Zu den Aktionen',
    welcome: 'Zum Willkommensbonus',
    slots: 'Zu den Slots',
  },
  da: {
    title: 'Velkommen til casinoet',
    games: 'Over **2.000 spil**, liveborde døgnet rundt og kundeservice *24/7*.',
    demoGames: 'Over **2.000 spil** gratis i demotilstand og kundeservice *24/7*.',
    promotions: 'Se de nyeste kampagner',
    welcome: 'Se velkomstbonussen',
    slots: 'Se spilleautomaterne',
  },
  sv: {
    title: 'Välkommen till casinot',
    games: 'Över **2 000 spel**, livebord dygnet runt och kundtjänst *24/7*.',
    demoGames: 'Över **2 000 spel** gratis i demoläge och kundtjänst *24/7*.',
    promotions: 'Se kampanjerna',
    welcome: 'Se välkomstbonusen',
    slots: 'Se våra slots',
  },
  es: {
    title: 'Bienvenido al casino',
    games: 'Más de **2.000 juegos**, mesas en vivo a todas horas y atención al cliente *24/7*.',
    demoGames: 'Más de **2.000 juegos** gratis en modo demo y atención al cliente *24/7*.',
    promotions: 'Ver promociones',
    welcome: 'Ver el bono de bienvenida',
    slots: 'Ver tragaperras',
  },
  fr: {
    title: 'Bienvenue au casino',
    games: 'Plus de **2 000 jeux**, des tables en direct jour et nuit et un service à la clientèle *24/7*.',
    demoGames: 'Plus de **2 000 jeux** gratuits en mode démo et un service à la clientèle *24/7*.',
    promotions: 'Voir les promotions',
    welcome: 'Voir le bonus de bienvenue',
    slots: 'Voir les machines à sous',
  },
  pt: {
    title: 'Boas-vindas ao cassino',
    games: 'Mais de **2.000 jogos**, mesas ao vivo a qualquer hora e atendimento *24 horas*.',
    demoGames: 'Mais de **2.000 jogos** grátis no modo demo e atendimento *24 horas*.',
    promotions: 'Ver as promoções',
    welcome: 'Ver o bônus de boas-vindas',
    slots: 'Ver os caça-níqueis',
  },
  nb: {
    title: 'Velkommen til kasinoet',
    games: 'Over **2 000 spill**, live-bord døgnet rundt og kundeservice *24/7*.',
    demoGames: 'Over **2 000 spill** gratis i demomodus og kundeservice *24/7*.',
    promotions: 'Se de nyeste kampanjene',
    welcome: 'Se velkomstbonusen',
    slots: 'Se spilleautomatene',
  },
  fi: {
    title: 'Tervetuloa kasinolle',
    games: 'Yli **2 000 peliä**, live-pöydät ympäri vuorokauden ja asiakaspalvelu *24/7*.',
    demoGames: 'Yli **2 000 peliä** ilmaiseksi demotilassa ja asiakaspalvelu *24/7*.',
    promotions: 'Katso uusimmat kampanjat',
    welcome: 'Katso tervetuliaisbonus',
    slots: 'Katso kolikkopelit',
  },
};

/**
 * The home page intro: where the culture has a promotions page it leads there (to the welcome
 * offer alone where only that one may be promoted: Sweden), elsewhere to the slots (Denmark;
 * Brazil, Finland, Norway, India, whose offers are barred), so it never links a page the culture lacks. `welcomeSlug`: the welcome offer's slug.
 */
export function homeIntro(m: Pick<MarketCopy, 'lang' | 'promotionsPage' | 'realMoney' | 'welcomeOnly'>, welcomeSlug: string): { title: string; body: string } {
  const copy = HOME[m.lang];
  const link = !m.promotionsPage
    ? `[${copy.slots}](route:onlineSlots)`
    : m.welcomeOnly
      ? `[${copy.welcome}](route:promotion?promotionSlug=${welcomeSlug})`
      : `[${copy.promotions}](route:promotions)`;
  return { title: copy.title, body: `${m.realMoney ? copy.games : copy.demoGames} ${link}` };
}
