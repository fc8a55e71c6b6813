import { TITLE_CASE_JACKPOT_NAMES, type LanguageGlossary } from './types.ts';

/**
 * nb (MC nb-NO). Bokmål as Språkrådet and Bokmålsordboka write it: "kasino", "rulett",
 * "jackpot" (jackpoten, jackpoter), closed Norwegian compounds (gratisspinn, omsetningskrav,
 * skrapelodd); "live-" keeps its hyphen before a Norwegian word (live-kasino, live-bord), the
 * spelling Norwegian players know from the licensed operators.
 */
export const NB: LanguageGlossary = {
  name: 'Norsk bokmål (nb-NO)',
  terms: {
    deposit: {
      preferred: 'innskudd (sette inn)',
      banned: ['deponering*', 'innbetaling*'],
      note: '"Innbetaling" is the Danish word ("indbetaling"); a Norwegian player makes an "innskudd".',
    },
    'free spins': { preferred: 'gratisspinn', banned: ['free spins', 'freespins', 'free-spins', 'gratis spinn', 'gratisspins', 'frispinn'] },
    wagering: { preferred: 'omsetningskrav (omsette)', banned: ['gjennomspillingskrav*', 'innsatskrav*', 'wagering'] },
    leaderboard: { preferred: 'toppliste', banned: ['leaderboard*', 'rangliste*', 'resultatliste*'] },
    cashback: { preferred: 'cashback', banned: ['cash back', 'cash-back'] },
    'video poker': { preferred: 'videopoker', banned: ['video poker', 'video-poker'] },
    'video bingo': { preferred: 'videobingo', banned: ['video bingo', 'video-bingo'] },
    'responsible gambling': { preferred: 'ansvarlig spill (spill ansvarlig)', banned: ['ansvarlig spilling', 'ansvarligt spil*', 'ansvarlig gambling'] },
    jackpot: {
      preferred: 'jackpot (jackpoten, jackpoter)',
      banned: ['jackpott*', 'jackpots'],
      note: 'Bokmålsordboka: one t, Norwegian plural; "jackpott" is Swedish, "jackpots" English (game names such as Jackpot King keep theirs).',
    },
    'scratch cards': { preferred: 'skrapelodd', banned: ['skrapekort', 'skraplodd', 'skrapelodder', 'scratch cards'] },
    'customer service': { preferred: 'kundeservice', banned: ['kundestøtte', 'brukerstøtte', 'supportteam*'] },
    'promotion terms': { preferred: 'kampanjevilkår', banned: ['kampanjeregler', 'kampanjebetingelser'] },
    'bonus policy': {
      preferred: 'bonusvilkår',
      banned: ['bonuspolitikk', 'bonusregler'],
      note: 'What Norwegian operators call the page; "bonuspolitikk" is a calque.',
    },
    'one account': { preferred: 'bare én konto', banned: [] },
    odds: { preferred: 'odds', banned: [] },
    credited: {
      preferred: 'krediteres (kreditert)',
      banned: ['utbetales hver', 'utbetalt hver'],
      note: 'Cashback is credited to the account; "utbetales" is a withdrawal.',
    },
    'age statement': {
      preferred: '18 år eller eldre',
      banned: ['over 18 år'],
      note: '"Over 18 år" leaves out 18-year-olds, who may play.',
    },
    'live casino': { preferred: 'live-kasino', banned: ['live kasino', 'livekasino', 'live casino', 'live-casino', 'livecasino'] },
    'live casino tables': { preferred: 'live-kasinobord', banned: ['live kasinobord', 'livekasinobord', 'live-kasino-bord', 'livecasinobord'] },
    'live games and dealers': {
      preferred: 'live-rulett, live-blackjack, live-baccarat, live-dealer, live-bord',
      banned: [
        'live rulett',
        'liverulett',
        'live-roulette',
        'live blackjack',
        'liveblackjack',
        'live baccarat',
        'livebaccarat',
        'live dealer*',
        'livedealer*',
        'live bord',
        'livebord',
      ],
    },
    casino: {
      preferred: 'kasino (kasinospill, nettkasino)',
      banned: ['casinoet', 'casinoer', 'casinospill', 'nettcasino', 'online casino', 'online-casino', 'onlinekasino'],
      note: 'Bokmål spells the common noun "kasino"; the brand Mondo Casino keeps its name.',
    },
    roulette: { preferred: 'rulett', banned: [], note: 'Bokmålsordboka; English game names (European Roulette) keep theirs.' },
    'quick spin': { preferred: 'hurtigspinn', banned: ['quick spin', 'hurtigspin', 'raskt spinn'] },
    'safe play': { preferred: 'trygt spill', banned: ['trygg spill'] },
  },
  allowed: [TITLE_CASE_JACKPOT_NAMES],
  selfTestScale: ['Aldri', 'Noen ganger', 'For det meste', 'Nesten alltid'],
};
