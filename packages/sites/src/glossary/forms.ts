import type { Banned, CoreConcept } from './types.ts';
import type { Lang } from '../culture-codes.ts';

/**
 * How a text names a concept with its preferred term (types.ts `Term.preferred`), inflections
 * included: the words that recognise it. The banned-variant check catches a wrong word; these
 * catch a translation that avoids the preferred one altogether ("preferred terms not used
 * although no banned one is"): where the English names a concept, the translation must name it
 * with one of its language's forms (`missingPreferredTerms`). Written as in types.ts `Banned`:
 * whole words, `*` for any letters. Only the concepts of offers, help and the account widget.
 */
export type CheckedConcept = Extract<
  CoreConcept,
  'deposit' | 'free spins' | 'wagering' | 'leaderboard' | 'cashback' | 'bonus policy' | 'customer service' | 'credited'
>;

export const PREFERRED_FORMS: Readonly<Record<Lang, Readonly<Record<CheckedConcept, readonly Banned[]>>>> = {
  en: {
    deposit: ['deposit*'],
    'free spins': ['free spin*', 'bonus spin*'],
    wagering: ['wager*'],
    leaderboard: ['leaderboard*'],
    cashback: ['cashback'],
    'bonus policy': ['bonus policy'],
    'customer service': ['support team'],
    credited: ['credited'],
  },
  de: {
    deposit: ['einzahl*', 'eingezahlt', 'ein- und auszahl*'],
    'free spins': ['freispiel*'],
    wagering: ['umsatz*', 'umsetz*', 'umgesetzt'],
    leaderboard: ['rangliste*'],
    cashback: ['cashback'],
    'bonus policy': ['bonusrichtlinie*'],
    'customer service': ['kundenservice'],
    credited: ['gutgeschrieben', 'gutschrift*'],
  },
  da: {
    deposit: ['indbetal*', 'ind- og udbetal*', 'ind- eller udbetal*'],
    'free spins': ['free spin*'],
    wagering: ['omsæt*'],
    leaderboard: ['rangliste*'],
    cashback: ['cashback'],
    'bonus policy': ['bonuspolitik*'],
    'customer service': ['kundeservice*'],
    credited: ['kredit*'],
  },
  sv: {
    deposit: ['insättning*', 'sätt in', 'sätta in', 'sätter in', 'satte in'],
    'free spins': ['freespin*'],
    wagering: ['omsätt*'],
    leaderboard: ['topplist*'],
    cashback: ['cashback'],
    'bonus policy': ['bonuspolicy*'],
    'customer service': ['kundtjänst*'],
    credited: ['kreditera*'],
  },
  es: {
    deposit: ['depósit*', 'deposit*'],
    'free spins': ['giro* extra', 'giro* gratis'],
    wagering: ['requisito* de apuesta'],
    leaderboard: ['clasificaci*'],
    cashback: ['reembolso*'],
    'bonus policy': ['política de bonos'],
    'customer service': ['atención al cliente'],
    credited: ['abona*'],
  },
  fr: {
    deposit: ['dépôt*', 'dépos*'],
    'free spins': ['tour* gratuit*'],
    wagering: ['exigence* de mise'],
    leaderboard: ['classement*'],
    cashback: ['remise* en argent'],
    'bonus policy': ['politique de bonus'],
    'customer service': ['service à la clientèle'],
    credited: ['versé*'],
  },
  nb: {
    deposit: ['innskudd*', 'sett* inn', 'satte inn'],
    'free spins': ['gratisspinn*'],
    wagering: ['omsetning*', 'omsett*'],
    leaderboard: ['toppliste*'],
    cashback: ['cashback'],
    'bonus policy': ['bonusvilkår*'],
    'customer service': ['kundeservice*'],
    credited: ['kreditert', 'krediteres'],
  },
  pt: {
    deposit: ['depósito*', 'deposit*'],
    'free spins': ['rodada* bônus', 'rodada* grátis'],
    wagering: ['requisito* de apostas'],
    leaderboard: ['ranking*'],
    cashback: ['cashback'],
    'bonus policy': ['política de bônus'],
    'customer service': ['atendimento'],
    credited: ['creditad*'],
  },
  fi: {
    deposit: ['talle*'],
    'free spins': ['ilmaiskierro*'],
    wagering: ['kierrät*'],
    leaderboard: ['tulostaulu*'],
    cashback: ['cashback'],
    'bonus policy': ['bonuskäytän*'],
    'customer service': ['asiakaspalvel*'],
    credited: ['hyvite*', 'hyvitt*'],
  },
};
