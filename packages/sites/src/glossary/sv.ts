import { TITLE_CASE_JACKPOT_NAMES, type LanguageGlossary } from './types.ts';

/** sv (MCSE). Swedish writes compounds closed (Språkrådet): livecasino, freespins, snabbspinn. */
export const SV: LanguageGlossary = {
  name: 'Svenska (sv)',
  terms: {
    deposit: { preferred: 'insättning', banned: ['deponering*'] },
    'free spins': {
      preferred: 'freespins',
      banned: ['free spins', 'free-spins', 'gratissnurr*', 'gratisspins'],
      note: 'Chosen over "gratissnurr": the word Swedish players and licensed operators use, written closed like any Swedish compound. One spin is "ett spinn".',
    },
    wagering: { preferred: 'omsättningskrav (omsätta)', banned: ['omsättningsvillkor', 'wagering'] },
    leaderboard: { preferred: 'topplista', banned: ['leaderboard*', 'rankinglista*'] },
    cashback: { preferred: 'cashback', banned: ['cash back', 'cash-back'] },
    'video poker': { preferred: 'videopoker', banned: ['video poker', 'video-poker'] },
    'video bingo': { preferred: 'videobingo', banned: ['video bingo', 'video-bingo'] },
    'responsible gambling': { preferred: 'ansvarsfullt spelande (spela ansvarsfullt)', banned: ['ansvarigt spelande'] },
    jackpot: {
      preferred: 'jackpott',
      banned: ['jackpot', 'jackpots'],
      note: 'The Swedish spelling (SAOL); English game names such as Jackpot King keep theirs.',
    },
    'scratch cards': { preferred: 'skraplotter', banned: ['skrapkort', 'scratch cards'] },
    'customer service': { preferred: 'kundtjänst', banned: ['kundservice', 'kundsupport', 'supportteam*', 'vår support'] },
    'promotion terms': { preferred: 'kampanjvillkor', banned: ['kampanjregler', 'erbjudandevillkor'] },
    'bonus policy': { preferred: 'bonuspolicy', banned: ['bonusregler'] },
    'one account': { preferred: 'ett konto', banned: [] },
    odds: { preferred: 'odds', banned: [] },
    credited: { preferred: 'krediteras', banned: ['betalas ut varje', 'sätts in varje'] },
    'age statement': {
      preferred: 'har fyllt 18 år',
      banned: ['över 18 år', 'vara 18 år', 'vara minst 18 år'],
      note: '"Över 18 år" leaves out 18-year-olds, who may play.',
    },
    'live casino': { preferred: 'livecasino', banned: ['live casino', 'live-casino'] },
    'live casino tables': { preferred: 'livecasinobord', banned: ['live casino-bord', 'livecasino-bord', 'live casino bord'] },
    'live games and dealers': {
      preferred: 'liveroulette, liveblackjack, livebaccarat, livedealer, livebord',
      banned: ['live roulette', 'live blackjack', 'live baccarat', 'live dealer*', 'live bord'],
    },
    'quick spin': { preferred: 'snabbspinn', banned: ['snabbsnurr', 'quick spin'] },
  },
  allowed: [TITLE_CASE_JACKPOT_NAMES],
  selfTestScale: ['Aldrig', 'Ibland', 'Oftast', 'Nästan alltid'],
};
