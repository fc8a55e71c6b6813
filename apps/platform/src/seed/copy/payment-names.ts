import type { Lang } from '../../lib/markets.ts';

/**
 * Names of the generic payment methods in each seed language: a German page says
 * "Debitkarte", not "Debit card". Branded methods (Trustly, MobilePay, QuickWallet…) keep their
 * public name everywhere and are not listed here.
 */
export const PAYMENT_NAMES = {
  card: {
    en: 'Debit card',
    de: 'Debitkarte',
    da: 'Betalingskort',
    sv: 'Bankkort',
    es: 'Tarjeta de débito',
    fr: 'Carte de débit',
    pt: 'Cartão de débito',
    nb: 'Bankkort',
    fi: 'Pankkikortti',
  },
  'bank-transfer': {
    en: 'Bank transfer',
    de: 'Banküberweisung',
    da: 'Bankoverførsel',
    sv: 'Banköverföring',
    es: 'Transferencia bancaria',
    fr: 'Virement bancaire',
    pt: 'Transferência bancária',
    nb: 'Bankoverføring',
    fi: 'Tilisiirto',
  },
  'online-transfer': {
    en: 'Online bank transfer',
    de: 'Online-Überweisung',
    da: 'Netbankoverførsel',
    sv: 'Direktbanköverföring',
    es: 'Transferencia bancaria online',
    fr: 'Virement bancaire en ligne',
    pt: 'Transferência bancária online',
    nb: 'Nettbankoverføring',
    fi: 'Verkkopankkimaksu',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type GenericPaymentMethod = keyof typeof PAYMENT_NAMES;

export function isGenericPaymentMethod(key: string): key is GenericPaymentMethod {
  return Object.hasOwn(PAYMENT_NAMES, key);
}
