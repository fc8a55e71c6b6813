import { TITLE_CASE_JACKPOT_NAMES, type LanguageGlossary } from './types.ts';

/** es (MCES), Spain: RAE and Fundéu spellings; offers follow the market rules (no "gratis" on deposit offers). */
export const ES: LanguageGlossary = {
  name: 'Español (es)',
  terms: {
    deposit: { preferred: 'depósito', banned: ['deposito', 'depositos'] },
    'free spins': {
      preferred: 'giros gratis',
      banned: ['tiradas gratis', 'giros gratuitos', 'free spins'],
      note: 'A slot feature; deposit-linked offers do not say "gratis" (market rule banned-copy, Real Decreto 958/2020).',
    },
    wagering: { preferred: 'requisitos de apuesta', banned: ['requisitos de juego', 'condiciones de apuesta', 'rollover'] },
    leaderboard: { preferred: 'clasificación', banned: ['leaderboard*', 'tabla de líderes', 'ranking'] },
    cashback: { preferred: 'reembolso', banned: ['cashback', 'cash back'], note: 'Fundéu: "reembolso" rather than the anglicism.' },
    'video poker': {
      preferred: 'videopóquer',
      banned: ['video póker', 'vídeo póker', 'video poker', 'videopoker', 'video póquer', 'vídeo póquer'],
      note: 'RAE: one word, "póquer".',
    },
    'video bingo': { preferred: 'videobingo', banned: ['video bingo', 'vídeo bingo'] },
    'responsible gambling': {
      preferred: 'juego responsable (Juega con responsabilidad)',
      banned: ['juega responsablemente', 'juegue con responsabilidad'],
      note: '"Juega con responsabilidad" is the message Real Decreto 958/2020 asks for; the site says tú.',
    },
    jackpot: { preferred: 'bote', banned: ['jackpot*', 'pozo', 'pozos', 'premio acumulado'] },
    'scratch cards': { preferred: 'rasca y gana', banned: ['tarjeta* de rascar', 'rascas', 'scratch cards'] },
    'customer service': { preferred: 'atención al cliente', banned: ['equipo de soporte', 'servicio al cliente', 'soporte al cliente'] },
    'promotion terms': { preferred: 'términos y condiciones (de la promoción)', banned: ['bases de la promoción'] },
    'bonus policy': { preferred: 'política de bonos', banned: ['política de bonificaciones', 'política de bonus'] },
    'one account': { preferred: 'una sola cuenta', banned: [] },
    odds: { preferred: 'probabilidades', banned: ['cuotas'] },
    credited: { preferred: 'abonado', banned: ['acreditad*'] },
    'age statement': { preferred: '+18 (solo para mayores de 18 años)', banned: [] },
    'live casino': { preferred: 'casino en vivo', banned: ['casino en directo', 'live casino', 'casino live'] },
    'live casino tables': { preferred: 'mesas de casino en vivo', banned: ['mesa* en directo', 'mesa* live'] },
    'prize pool': {
      preferred: 'bolsa de premios (llévate tu parte de una bolsa de premios)',
      banned: ['reparte un bote', 'bote de premios', 'pozo de premios', 'fondo de premios'],
      note: 'A "bote" is a jackpot; players share a prize pool, they do not hand one out.',
    },
    spin: { preferred: 'giro', banned: ['tirada*'] },
  },
  allowed: [TITLE_CASE_JACKPOT_NAMES],
  selfTestScale: ['Nunca', 'A veces', 'La mayoría de las veces', 'Casi siempre'],
};
