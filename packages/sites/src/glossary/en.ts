import type { LanguageGlossary } from './types.ts';

/** Every English edition (en, en-GB, en-CA, en-IE, en-IN, en-NZ); UK offer wording is a market rule. */
export const EN: LanguageGlossary = {
  name: 'English (en, en-GB, en-CA, en-IE, en-IN, en-NZ)',
  terms: {
    deposit: { preferred: 'deposit', banned: ['top-up'] },
    'free spins': {
      preferred: 'free spins',
      banned: ['freespins', 'free-spins'],
      note: 'A slot feature; on en-GB offers deposit-linked spins are "bonus spins" (market rule banned-copy, packages/sites/src/markets.ts).',
    },
    wagering: { preferred: 'wagering', banned: ['playthrough', 'play-through', 'rollover'] },
    leaderboard: { preferred: 'leaderboard', banned: ['leader board', 'leader-board'] },
    cashback: { preferred: 'cashback', banned: ['cash back', 'cash-back'] },
    'video poker': { preferred: 'video poker', banned: ['videopoker', 'video-poker'] },
    'video bingo': { preferred: 'video bingo', banned: ['videobingo', 'video-bingo'] },
    'responsible gambling': {
      preferred: 'responsible gaming',
      banned: ['responsible gambling'],
      note: 'The UK support services keep their own name, "safer gambling".',
    },
    jackpot: { preferred: 'jackpot', banned: ['jack-pot'] },
    'scratch cards': { preferred: 'scratch cards', banned: ['scratchcards', 'scratch-cards'] },
    'customer service': { preferred: 'support team', banned: ['customer care', 'helpdesk', 'help desk'] },
    'promotion terms': { preferred: 'terms and conditions', banned: [], note: 'Banners say "Terms apply".' },
    'bonus policy': { preferred: 'bonus policy', banned: ['bonus rules'] },
    'one account': { preferred: 'one account', banned: [] },
    odds: { preferred: 'odds', banned: [] },
    credited: { preferred: 'credited', banned: [] },
    'age statement': {
      preferred: '18 or over (18+)',
      banned: ['over 18', 'over-18s'],
      note: '"Over 18" leaves out 18-year-olds, who may play.',
    },
    'live casino': { preferred: 'live casino', banned: ['livecasino', 'live-casino'] },
    'live casino tables': { preferred: 'live casino tables', banned: ['live-casino tables'] },
    'unknown (spec typo)': {
      preferred: 'Unknown failure occurred.',
      banned: ['Unkown'],
      note: 'The spec writes "Unkown failure occurred"; see "Deviations from the spec\'s copy".',
    },
    'sentence break (spec typo)': {
      preferred: 'Something went wrong. Please try again later.',
      banned: [{ pattern: /, Please(?![\p{L}\p{N}])/gu, label: ', Please' }],
      note: 'The spec writes "Something went wrong, Please try again later"; see "Deviations from the spec\'s copy".',
    },
  },
  selfTestScale: ['Never', 'Sometimes', 'Most of the time', 'Almost always'],
};
