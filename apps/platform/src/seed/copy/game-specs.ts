import type { Lang } from '../../lib/markets.ts';

/** Parameter keys in display order, with a unit kind the web app formats. */
export const SPEC_KEYS = [
  ['provider', null], ['rtp', '%'], ['minBet', 'currency'], ['maxBet', 'currency'], ['maxWin', 'x'], ['biggestWin', 'currency'],
  ['paylines', null], ['reels', null], ['liveCasino', null], ['jackpot', null], ['specialBets', null], ['statistics', null],
  ['decks', null], ['seats', null], ['bingoJackpot', null], ['minTicket', 'currency'], ['maxTicket', 'currency'], ['bingoTimes', null],
  ['bingoVariant', null], ['quickSpin', null], ['theme', null], ['demoMode', null],
] as const;

type Labels = Record<(typeof SPEC_KEYS)[number][0], string>;

export const SPEC_LABELS: Record<Lang, Labels> = {
  en: { provider: 'Provider', rtp: 'RTP', minBet: 'Min bet', maxBet: 'Max bet', maxWin: 'Max win', biggestWin: 'Biggest win', paylines: 'Paylines', reels: 'Reels', liveCasino: 'Live casino', jackpot: 'Jackpot', specialBets: 'Special bets', statistics: 'Statistics', decks: 'Decks', seats: 'Seats', bingoJackpot: 'Bingo jackpot', minTicket: 'Min ticket', maxTicket: 'Max ticket', bingoTimes: 'Game times', bingoVariant: 'Bingo variant', quickSpin: 'Quick spin', theme: 'Theme', demoMode: 'Demo mode' },
  de: { provider: 'Anbieter', rtp: 'Auszahlungsquote', minBet: 'Mindesteinsatz', maxBet: 'Höchsteinsatz', maxWin: 'Maximalgewinn', biggestWin: 'Größter Gewinn', paylines: 'Gewinnlinien', reels: 'Walzen', liveCasino: 'Live-Casino', jackpot: 'Jackpot', specialBets: 'Sonderwetten', statistics: 'Statistiken', decks: 'Decks', seats: 'Plätze', bingoJackpot: 'Bingo-Jackpot', minTicket: 'Mindestlos', maxTicket: 'Höchstlos', bingoTimes: 'Spielzeiten', bingoVariant: 'Bingo-Variante', quickSpin: 'Schnelldrehung', theme: 'Thema', demoMode: 'Demomodus' },
  da: { provider: 'Udbyder', rtp: 'Tilbagebetaling', minBet: 'Min. indsats', maxBet: 'Maks. indsats', maxWin: 'Maks. gevinst', biggestWin: 'Største gevinst', paylines: 'Gevinstlinjer', reels: 'Hjul', liveCasino: 'Live casino', jackpot: 'Jackpot', specialBets: 'Specialvæddemål', statistics: 'Statistik', decks: 'Kortspil', seats: 'Pladser', bingoJackpot: 'Bingojackpot', minTicket: 'Min. billet', maxTicket: 'Maks. billet', bingoTimes: 'Spilletider', bingoVariant: 'Bingovariant', quickSpin: 'Hurtigt spin', theme: 'Tema', demoMode: 'Demotilstand' },
  sv: { provider: 'Leverantör', rtp: 'Återbetalning', minBet: 'Min. insats', maxBet: 'Max. insats', maxWin: 'Maxvinst', biggestWin: 'Största vinst', paylines: 'Vinstlinjer', reels: 'Hjul', liveCasino: 'Live casino', jackpot: 'Jackpott', specialBets: 'Specialspel', statistics: 'Statistik', decks: 'Kortlekar', seats: 'Platser', bingoJackpot: 'Bingojackpott', minTicket: 'Min. bricka', maxTicket: 'Max. bricka', bingoTimes: 'Speltider', bingoVariant: 'Bingovariant', quickSpin: 'Snabbsnurr', theme: 'Tema', demoMode: 'Demoläge' },
  es: { provider: 'Proveedor', rtp: 'RTP', minBet: 'Apuesta mínima', maxBet: 'Apuesta máxima', maxWin: 'Premio máximo', biggestWin: 'Mayor premio', paylines: 'Líneas de pago', reels: 'Rodillos', liveCasino: 'Casino en vivo', jackpot: 'Bote', specialBets: 'Apuestas especiales', statistics: 'Estadísticas', decks: 'Barajas', seats: 'Asientos', bingoJackpot: 'Bote de bingo', minTicket: 'Cartón mínimo', maxTicket: 'Cartón máximo', bingoTimes: 'Horario', bingoVariant: 'Variante de bingo', quickSpin: 'Giro rápido', theme: 'Temática', demoMode: 'Modo demo' },
  fr: { provider: 'Fournisseur', rtp: 'Taux de retour', minBet: 'Mise minimale', maxBet: 'Mise maximale', maxWin: 'Gain maximal', biggestWin: 'Plus gros gain', paylines: 'Lignes de paiement', reels: 'Rouleaux', liveCasino: 'Casino en direct', jackpot: 'Jackpot', specialBets: 'Mises spéciales', statistics: 'Statistiques', decks: 'Jeux de cartes', seats: 'Places', bingoJackpot: 'Jackpot bingo', minTicket: 'Carton minimal', maxTicket: 'Carton maximal', bingoTimes: 'Horaires', bingoVariant: 'Variante de bingo', quickSpin: 'Rotation rapide', theme: 'Thème', demoMode: 'Mode démo' },
};

export const BINGO_TIMES: Record<Lang, string> = {
  en: 'Always on, a new game every 2 minutes', de: 'Rund um die Uhr, alle 2 Minuten ein neues Spiel', da: 'Døgnåbent, et nyt spil hvert 2. minut',
  sv: 'Dygnet runt, ett nytt spel varannan minut', es: 'Siempre disponible, una partida nueva cada 2 minutos', fr: 'En continu, une nouvelle partie toutes les 2 minutes',
};
