import type { LanguageGlossary } from './types.ts';

/** de-DE (MCDE): the market shows no jackpot at all (market rule no-jackpots), whatever its name. */
export const DE: LanguageGlossary = {
  name: 'Deutsch (de-DE)',
  terms: {
    deposit: { preferred: 'Einzahlung', banned: ['Deposit*'] },
    'free spins': { preferred: 'Freispiele', banned: ['Free Spins', 'Free-Spins', 'Freispins', 'Gratisspins'] },
    wagering: { preferred: 'Umsatzbedingungen (umsetzen)', banned: ['Wettanforderung*', 'Durchspielbedingung*', 'Umsatzanforderung*'] },
    leaderboard: { preferred: 'Rangliste', banned: ['Bestenliste*', 'Leaderboard*', 'Topliste*'] },
    cashback: { preferred: 'Cashback', banned: ['Cash-back', 'Cash back', 'Rückvergütung*'] },
    'video poker': { preferred: 'Videopoker', banned: ['Video-Poker', 'Video Poker'] },
    'video bingo': { preferred: 'Videobingo', banned: ['Video-Bingo', 'Video Bingo'] },
    'responsible gambling': {
      preferred: 'Verantwortungsvolles Spielen (spielen Sie verantwortungsvoll)',
      banned: ['verantwortungsbewusst*'],
      note: 'One adjective for the concept: verantwortungsvoll.',
    },
    jackpot: { preferred: 'Jackpot', banned: [], note: 'Not shown on MCDE at all: GlüStV 2021 § 22a (market rule no-jackpots).' },
    'scratch cards': { preferred: 'Rubbellose', banned: ['Rubbelkarte*', 'Scratch Cards'] },
    'customer service': { preferred: 'Kundenservice', banned: ['Kundendienst*', 'Kundensupport*', 'Support-Team*', 'Supportteam*', 'Customer Service'] },
    'promotion terms': { preferred: 'Teilnahmebedingungen', banned: ['Aktionsbedingungen', 'Promotionsbedingungen'] },
    'bonus policy': {
      preferred: 'Bonusrichtlinie',
      banned: ['Bonusrichtlinien', 'Bonuspolitik', 'Bonusregeln', 'Bonusbestimmungen'],
      note: 'One policy, one name: the singular everywhere (page title, links, footer).',
    },
    'one account': { preferred: 'nur ein Konto', banned: ['dürfen ein Konto', 'können ein Konto'] },
    odds: {
      preferred: 'Gewinnchancen',
      banned: ['Quote', 'Quoten'],
      note: '"Quoten" are betting odds; "Auszahlungsquote" (RTP) is a different word and stays.',
    },
    credited: { preferred: 'gutgeschrieben (Gutschrift)', banned: ['kreditiert'] },
    'age statement': { preferred: 'ab 18 Jahren', banned: ['über 18 Jahre*'] },
    'live casino': { preferred: 'Live-Casino', banned: ['Livecasino', 'Live Casino'] },
    'live casino tables': { preferred: 'Live-Casino-Tische', banned: ['Live Casino Tische', 'Livecasino-Tische'] },
    'game shows': { preferred: 'Gameshows', banned: ['Spielshow*', 'Game Shows'] },
    promotions: { preferred: 'Aktionen', banned: ['Promotionen'] },
  },
  selfTestScale: ['Nie', 'Manchmal', 'Meistens', 'Fast immer'],
};
