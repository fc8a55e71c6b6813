import { TITLE_CASE_JACKPOT_NAMES, type LanguageGlossary } from './types.ts';

/**
 * fr-CA, the only French edition: Canadian French as the Office québécois de la langue
 * française (OQLF) recommends it. A France edition would get its own glossary.
 */
export const FR: LanguageGlossary = {
  name: 'Français canadien (fr-CA)',
  terms: {
    deposit: { preferred: 'dépôt', banned: ['dépot*'] },
    'free spins': { preferred: 'tours gratuits', banned: ['free spins', 'tours gratis', 'tours offerts', 'rotations gratuites'] },
    wagering: { preferred: 'exigences de mise', banned: ['conditions de mise', 'wagering'] },
    leaderboard: { preferred: 'classement', banned: ['leaderboard*', 'tableau des meneurs'] },
    cashback: { preferred: 'remise en argent', banned: ['cashback', 'cash back', 'cash-back'] },
    'video poker': {
      preferred: 'vidéopoker',
      banned: ['vidéo poker', 'video poker', 'vidéo-poker', 'poker vidéo'],
      note: 'OQLF: the element "vidéo" is joined to the word it qualifies (vidéoclip, vidéoconférence).',
    },
    'video bingo': { preferred: 'vidéobingo', banned: ['vidéo bingo', 'video bingo', 'vidéo-bingo', 'bingo vidéo'] },
    'responsible gambling': { preferred: 'jeu responsable (jouez de façon responsable)', banned: ['jouez responsablement'] },
    jackpot: { preferred: 'gros lot', banned: ['jackpot*'], note: 'OQLF: "gros lot"; English game names such as Jackpot King keep theirs.' },
    'scratch cards': { preferred: 'billets à gratter', banned: ['carte* à gratter', 'ticket* à gratter'] },
    'customer service': { preferred: 'service à la clientèle', banned: ['service client*', 'service après-vente', 'équipe de soutien'] },
    'promotion terms': {
      preferred: 'conditions de la promotion',
      banned: ['termes et conditions'],
      note: '"Termes et conditions" is a calque of "terms and conditions" (OQLF).',
    },
    'bonus policy': { preferred: 'politique de bonus', banned: ['politique des bonus', 'politique de bonis'] },
    'one account': { preferred: 'un seul compte', banned: [] },
    odds: { preferred: 'chances', banned: ['cotes'] },
    credited: { preferred: 'versé', banned: [] },
    'age statement': { preferred: '18 ans et plus', banned: ['plus de 18 ans'] },
    'live casino': { preferred: 'casino en direct', banned: ['live casino', 'casino live', 'casino en vivo'] },
    'live casino tables': { preferred: 'tables de casino en direct', banned: ['tables live'] },
    email: { preferred: 'courriel', banned: ['e-mail*', 'email*'] },
    'contact us': { preferred: 'Nous joindre', banned: ['nous contacter'] },
    'self-exclusion': { preferred: 'autoexclusion', banned: ['auto-exclu*'] },
    'self-assessment': { preferred: 'autoévaluation', banned: ['auto-évaluation'] },
    'spacing before ? ! ;': {
      preferred: 'no space: « Vous avez un code? »',
      banned: [{ pattern: /[ \t\u00a0\u202f]+[?!;]/gu, label: 'a space (also a no-break or thin one) before ? ! ;' }],
      note: 'The OQLF accepts no space or a thin no-break space before ? ! ; — we write none, as Canadian usage does. The colon keeps its space.',
    },
  },
  allowed: [TITLE_CASE_JACKPOT_NAMES],
  selfTestScale: ['Jamais', 'Parfois', 'La plupart du temps', 'Presque toujours'],
};
