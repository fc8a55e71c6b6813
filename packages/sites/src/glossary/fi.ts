import { TITLE_CASE_JACKPOT_NAMES, type LanguageGlossary } from './types.ts';

/**
 * fi (MC /fi). Finnish writes a compound closed, but joins an unassimilated foreign first part
 * with a hyphen (Kielitoimiston sanakirja: live-lähetys), hence live-kasino; the words are
 * those of Finnish gambling copy (jättipotti, kierrätysvaatimus, ilmaiskierros).
 */
export const FI: LanguageGlossary = {
  name: 'Suomi (fi)',
  terms: {
    deposit: { preferred: 'talletus (tallettaa)', banned: ['depositti*', 'deposiitti*'] },
    'free spins': {
      preferred: 'ilmaiskierrokset (ilmaiskierros)',
      banned: ['free spins', 'freespins', 'free-spins', 'ilmaispyöräytys*', 'ilmaispyöräytyks*'],
      note: 'The word Finnish players and licensed operators use; one spin is "kierros".',
    },
    wagering: { preferred: 'kierrätysvaatimus (kierrättää)', banned: ['läpipeluuvaatimus*', 'kierrätysehto*', 'wagering'] },
    leaderboard: { preferred: 'tulostaulu', banned: ['leaderboard*', 'pistetaulukko*'] },
    cashback: { preferred: 'cashback', banned: ['cash back', 'cash-back'] },
    'video poker': { preferred: 'videopokeri', banned: ['video poker', 'video-poker', 'videopoker', 'video-pokeri'] },
    'video bingo': { preferred: 'videobingo', banned: ['video bingo', 'video-bingo'] },
    'responsible gambling': { preferred: 'vastuullinen pelaaminen (pelaa vastuullisesti)', banned: ['vastuullinen uhkapel*'] },
    jackpot: {
      preferred: 'jättipotti',
      banned: ['jackpot*'],
      note: 'The Finnish word (Kielitoimiston sanakirja); English game names such as Jackpot King keep theirs.',
    },
    'scratch cards': { preferred: 'raaputusarvat (raaputusarpa)', banned: ['raaputuskort*', 'scratch cards'] },
    'customer service': { preferred: 'asiakaspalvelu', banned: ['asiakastuki*', 'tukitiimi*'] },
    'promotion terms': { preferred: 'kampanjaehdot', banned: ['kampanjasäännö*', 'tarjousehdo*'] },
    'bonus policy': { preferred: 'bonuskäytäntö', banned: ['bonussäännö*'] },
    'one account': { preferred: 'vain yksi tili', banned: [] },
    odds: { preferred: 'voittomahdollisuudet', banned: [] },
    credited: {
      preferred: 'hyvitetään',
      banned: ['maksetaan ulos'],
      note: 'Cashback is credited to the account; "maksetaan ulos" is a withdrawal.',
    },
    'age statement': {
      preferred: '18 vuotta täyttänyt (vähintään 18-vuotias)',
      banned: ['yli 18-vuotia*', 'yli 18 vuotta'],
      note: '"Yli 18-vuotias" leaves out 18-year-olds, who may play.',
    },
    'live casino': {
      preferred: 'live-kasino',
      banned: ['live casino', 'livekasino*', 'live kasino*'],
      note: 'An unassimilated foreign first part takes a hyphen (live-lähetys, live-esitys).',
    },
    'live casino tables': { preferred: 'live-kasinopöydät', banned: ['livekasinopöy*', 'live kasinopöy*', 'live-kasino pöy*'] },
    'online casino': { preferred: 'nettikasino', banned: ['online casino', 'online-kasino*', 'onlinekasino*'] },
    slots: { preferred: 'kolikkopelit (kolikkopeli)', banned: ['slotit', 'slotti*', 'slot-pel*'] },
  },
  allowed: [TITLE_CASE_JACKPOT_NAMES],
  selfTestScale: ['Ei koskaan', 'Joskus', 'Useimmiten', 'Lähes aina'],
};
