import type { Db } from '../../db/database.ts';
import { SITES } from '../../lib/markets.ts';

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

const INSTRUCTIONS: Record<string, string> = {
  MC: 'Quote the reference exactly; transfers arrive in 1–3 banking days.',
  MCUK: 'Quote the reference exactly; Faster Payments usually arrive within 2 hours.',
  MCDE: 'Geben Sie den Verwendungszweck genau an; Überweisungen dauern 1–3 Bankarbeitstage.',
  MCDK: 'Angiv referencen præcist; overførsler tager 1–3 bankdage.',
  MCSE: 'Ange referensen exakt; överföringar tar 1–3 bankdagar.',
  MCES: 'Indica la referencia exacta; las transferencias tardan de 1 a 3 días hábiles.',
};

export function seedPlayerData(db: Db): void {
  const voucher = db.prepare('INSERT INTO vouchers (site, code, status) VALUES (?, ?, ?)');
  const transfer = db.prepare('INSERT INTO bank_transfers (site, code, data) VALUES (?, ?, ?)');
  for (const site of SITES) {
    for (const [code, status] of VOUCHERS) voucher.run(site.localCode, code, status);
    const bank = BANKS[site.localCode]!;
    for (const code of ['BT100001', 'BT100002', 'BT100003']) {
      transfer.run(
        site.localCode,
        code,
        JSON.stringify({
          code,
          bankName: bank.bank,
          beneficiary: `${site.name} Ltd`,
          iban: bank.iban,
          bic: bank.bic,
          reference: `${site.localCode}-${code}`,
          currency: bank.currency,
          instructions: INSTRUCTIONS[site.localCode],
        }),
      );
    }
  }
}
