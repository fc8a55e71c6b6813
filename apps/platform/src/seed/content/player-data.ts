import type { Db } from '../../db/database.ts';
import { SITES, type Lang } from '../../lib/markets.ts';

/** Voucher codes per site: [code, status]. Codes are matched case-insensitively. */
export const VOUCHERS: readonly [string, 'valid' | 'used' | 'expired'][] = [
  ['WELCOME10', 'valid'],
  ['SPRING25', 'valid'],
  ['USED2024', 'used'],
  ['SUMMER23', 'expired'],
];

const BANKS: Record<string, { bank: string; iban: string; bic: string; currency: string }> = {
  MC: { bank: 'Bank of Valletta Example', iban: 'MT84MALT011000012345MTLCAST001S', bic: 'EXMTMTMT', currency: 'EUR' },
  MCUK: { bank: 'Example Bank UK', iban: 'GB29NWBK60161331926819', bic: 'EXGBGB2L', currency: 'GBP' },
  MCDE: { bank: 'Beispielbank AG', iban: 'DE89370400440532013000', bic: 'EXDEDEFF', currency: 'EUR' },
  MCDK: { bank: 'Eksempel Bank A/S', iban: 'DK5000400440116243', bic: 'EXDKDKKK', currency: 'DKK' },
  MCSE: { bank: 'Exempelbanken AB', iban: 'SE4550000000058398257466', bic: 'EXSESESS', currency: 'SEK' },
  MCES: { bank: 'Banco Ejemplo S.A.', iban: 'ES9121000418450200051332', bic: 'EXESESMM', currency: 'EUR' },
};

/**
 * What the player reads under the details, in the culture's language (a site serves several:
 * MC has en, fi, nb-NO, pt-BR, fr-CA …); a site's own wording first (Faster Payments in the UK).
 */
const INSTRUCTIONS: Partial<Record<Lang, string>> = {
  en: 'Quote the reference exactly; transfers arrive in 1–3 banking days.',
  de: 'Geben Sie den Verwendungszweck genau an; Überweisungen dauern 1–3 Bankarbeitstage.',
  da: 'Angiv referencen præcist; overførsler tager 1–3 bankdage.',
  sv: 'Ange referensen exakt; överföringar tar 1–3 bankdagar.',
  es: 'Indica la referencia exacta; las transferencias tardan de 1 a 3 días hábiles.',
  fr: 'Indiquez la référence telle quelle ; les virements arrivent en 1 à 3 jours ouvrables.',
  nb: 'Oppgi referansen nøyaktig; overføringer tar 1–3 bankdager.',
  pt: 'Informe a referência exatamente como aparece; as transferências levam de 1 a 3 dias úteis.',
  fi: 'Anna viite täsmälleen oikein; siirrot saapuvat 1–3 pankkipäivässä.',
};
const SITE_INSTRUCTIONS: Partial<Record<string, Partial<Record<Lang, string>>>> = {
  MCUK: { en: 'Quote the reference exactly; Faster Payments usually arrive within 2 hours.' },
};

/** The payment option whose page shows a player's transfer details (v1/player/bank-transfer `code`). */
export const BANK_TRANSFER_OPTION = 'bank-transfer';

/**
 * Vouchers, and each site's receiving account for bank transfers, by payment option code. The
 * player's own part, the payment reference, is made from the account when a player asks
 * (routes/site/player.ts): a transfer quoting it is credited to that player.
 */
export function seedPlayerData(db: Db): void {
  const voucher = db.prepare('INSERT INTO vouchers (site, code, status) VALUES (?, ?, ?)');
  const transfer = db.prepare('INSERT INTO bank_transfers (site, code, data) VALUES (?, ?, ?)');
  for (const site of SITES) {
    for (const [code, status] of VOUCHERS) voucher.run(site.localCode, code, status);
    const bank = BANKS[site.localCode]!;
    transfer.run(
      site.localCode,
      BANK_TRANSFER_OPTION,
      JSON.stringify({
        bankName: bank.bank,
        beneficiary: `${site.name} Ltd`,
        iban: bank.iban,
        bic: bank.bic,
        currency: bank.currency,
        instructions: { ...INSTRUCTIONS, ...SITE_INSTRUCTIONS[site.localCode] },
      }),
    );
  }
}
