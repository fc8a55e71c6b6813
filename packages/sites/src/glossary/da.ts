import type { LanguageGlossary } from './types.ts';

/**
 * da (MCDK). Danish writes compounds closed, loanwords included (Retskrivningsordbogen):
 * livecasino, livecasinoborde, liveroulette, livedealer, as "livechat" already was.
 */
export const DA: LanguageGlossary = {
  name: 'Dansk (da)',
  terms: {
    deposit: { preferred: 'indbetaling', banned: ['deponering*'] },
    'free spins': { preferred: 'free spins', banned: ['freespins', 'free-spins', 'gratis spins'] },
    wagering: { preferred: 'omsætningskrav (omsætte)', banned: ['gennemspilningskrav*', 'gennemspilskrav*', 'wagering'] },
    leaderboard: { preferred: 'rangliste', banned: ['leaderboard*', 'topliste*'] },
    cashback: { preferred: 'cashback', banned: ['cash back', 'cash-back'] },
    'video poker': { preferred: 'videopoker', banned: ['video poker', 'video-poker'] },
    'video bingo': { preferred: 'videobingo', banned: ['video bingo', 'video-bingo'] },
    'responsible gambling': { preferred: 'ansvarligt spil (spil ansvarligt)', banned: ['ansvarlig spil'] },
    jackpot: {
      preferred: 'jackpot (jackpotten)',
      banned: ['jackpott', 'jackpottar'],
      note: 'The Swedish spellings; the Danish definite form is "jackpotten".',
    },
    'scratch cards': { preferred: 'skrabelodder', banned: ['skrabekort', 'scratch cards'] },
    'customer service': { preferred: 'kundeservice', banned: ['kundesupport', 'supportteam*', 'vores support'] },
    'promotion terms': { preferred: 'kampagnevilkår', banned: ['kampagneregler', 'kampagnebetingelser'] },
    'bonus policy': { preferred: 'bonuspolitik', banned: ['bonusregler'] },
    'one account': { preferred: 'kun én konto', banned: ['må have én konto'] },
    odds: { preferred: 'odds', banned: [] },
    credited: {
      preferred: 'krediteres',
      banned: ['udbetales hver', 'godskrives', 'indsættes hver'],
      note: 'Cashback is credited to the account; "udbetales" is a withdrawal.',
    },
    'age statement': {
      preferred: 'på 18 år og derover (fyldt 18 år)',
      banned: ['over 18 år'],
      note: '"Over 18 år" leaves out 18-year-olds, who may play.',
    },
    'live casino': { preferred: 'livecasino', banned: ['live casino', 'live-casino'] },
    'live casino tables': { preferred: 'livecasinoborde', banned: ['live casino-borde', 'livecasino-borde', 'live casino borde'] },
    'live tables': { preferred: 'liveborde', banned: ['live borde', 'live-borde'] },
    'live games and dealers': {
      preferred: 'liveroulette, liveblackjack, livebaccarat, livedealer',
      banned: ['live roulette', 'live-roulette', 'live blackjack', 'live-blackjack', 'live baccarat', 'live-baccarat', 'live dealer*', 'live-dealer*'],
    },
    'online casino': { preferred: 'onlinecasino', banned: ['online casino', 'online-casino'] },
    'quick spin': { preferred: 'hurtigspin', banned: ['hurtigt spin', 'quick spin'] },
    'safe play': { preferred: 'trygt spil', banned: ['tryg spil'] },
  },
  selfTestScale: ['Aldrig', 'Nogle gange', 'For det meste', 'Næsten altid'],
};
