import { marketRule } from '@mc/sites/markets';
import type { CultureCode } from '@mc/sites/culture-codes';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, currencyOf, langOf, type Lang } from '../../lib/markets.ts';
import { toMarketAmount } from '../../lib/money.ts';
import { isGenericPaymentMethod, PAYMENT_NAMES } from '../copy/payment-names.ts';

type Speed = 'instant' | 'minutes' | 'day' | 'banking';
interface Method {
  key: string;
  /** The public name of a branded method; generic ones are named per language (copy/payment-names.ts). */
  name: string;
  minDeposit: number;
  maxDeposit: number;
  withdraw: Speed | null;
  /** How fast a deposit arrives (absent: instantly). */
  deposit?: Speed;
  info: boolean;
}

/** Generic methods carry their English name here and are named per language on seeding (nameIn); national methods keep their public names (logos are ours). */
const METHODS: Record<string, Method> = {
  card: { key: 'card', name: PAYMENT_NAMES.card.en, minDeposit: 10, maxDeposit: 5000, withdraw: 'banking', info: true },
  quickwallet: { key: 'quickwallet', name: 'QuickWallet', minDeposit: 10, maxDeposit: 10000, withdraw: 'day', info: true },
  netpurse: { key: 'netpurse', name: 'NetPurse', minDeposit: 10, maxDeposit: 10000, withdraw: 'day', info: true },
  prepaid: { key: 'prepaid', name: 'PrepaidCode', minDeposit: 10, maxDeposit: 1000, withdraw: null, info: false },
  'bank-transfer': {
    key: 'bank-transfer',
    name: PAYMENT_NAMES['bank-transfer'].en,
    minDeposit: 20,
    maxDeposit: 50000,
    withdraw: 'banking',
    deposit: 'banking',
    info: true,
  },
  trustly: { key: 'trustly', name: 'Trustly', minDeposit: 10, maxDeposit: 20000, withdraw: 'minutes', info: true },
  swish: { key: 'swish', name: 'Swish', minDeposit: 10, maxDeposit: 5000, withdraw: null, info: true },
  mobilepay: { key: 'mobilepay', name: 'MobilePay', minDeposit: 10, maxDeposit: 5000, withdraw: 'minutes', info: true },
  bizum: { key: 'bizum', name: 'Bizum', minDeposit: 10, maxDeposit: 1000, withdraw: 'minutes', info: true },
  interac: { key: 'interac', name: 'Interac', minDeposit: 10, maxDeposit: 5000, withdraw: 'day', info: true },
  upi: { key: 'upi', name: 'UPI', minDeposit: 5, maxDeposit: 2000, withdraw: 'day', info: true },
  poli: { key: 'poli', name: 'POLi', minDeposit: 10, maxDeposit: 5000, withdraw: null, info: true },
  'online-transfer': { key: 'online-transfer', name: PAYMENT_NAMES['online-transfer'].en, minDeposit: 10, maxDeposit: 5000, withdraw: null, info: true },
  vipps: { key: 'vipps', name: 'Vipps', minDeposit: 10, maxDeposit: 5000, withdraw: null, info: true },
  pix: { key: 'pix', name: 'Pix', minDeposit: 5, maxDeposit: 10000, withdraw: 'minutes', info: true },
};

const BY_CULTURE: Record<CultureCode, string[]> = {
  en: ['card', 'quickwallet', 'netpurse', 'prepaid', 'bank-transfer'],
  'en-CA': ['interac', 'card', 'quickwallet', 'prepaid'],
  'fr-CA': ['interac', 'card', 'quickwallet', 'prepaid'],
  'en-IE': ['card', 'quickwallet', 'netpurse', 'prepaid'],
  'en-IN': ['upi', 'card', 'netpurse', 'bank-transfer'],
  'en-NZ': ['poli', 'card', 'quickwallet', 'prepaid'],
  'en-GB': ['card', 'quickwallet', 'netpurse', 'bank-transfer', 'prepaid'],
  'de-DE': ['online-transfer', 'card', 'quickwallet', 'prepaid'],
  da: ['mobilepay', 'card', 'trustly', 'bank-transfer'],
  sv: ['trustly', 'swish', 'card'],
  es: ['bizum', 'card', 'quickwallet', 'bank-transfer', 'prepaid'],
  'nb-NO': ['vipps', 'card', 'trustly', 'quickwallet', 'bank-transfer'],
  // Brazil takes Pix, debit cards and transfers from the player's own account, never credit (Portaria SPA/MF 615/2024).
  'pt-BR': ['pix', 'card', 'bank-transfer'],
  // Finland: bank-based Trustly, MobilePay and cards are what Finnish players pay with.
  fi: ['trustly', 'card', 'mobilepay', 'quickwallet', 'bank-transfer'],
};

const WORDS: Record<Lang, { speed: Record<Speed | 'instant', string>; free: string; body: (name: string) => string }> = {
  en: {
    speed: { instant: 'Instant', minutes: 'Within 5 minutes', day: 'Up to 24 hours', banking: '1–3 banking days' },
    free: 'No fees',
    body: (n) => `Pay with **${n}** in a few taps.\nDeposits arrive instantly; withdrawals are processed within 24 hours.\n\n*We never charge fees.*`,
  },
  de: {
    speed: { instant: 'Sofort', minutes: 'Innerhalb von 5 Minuten', day: 'Bis zu 24 Stunden', banking: '1–3 Bankarbeitstage' },
    free: 'Gebührenfrei',
    body: (n) => `Zahlen Sie mit **${n}** in wenigen Schritten.\nEinzahlungen sind sofort verfügbar.\n\n*Wir erheben keine Gebühren.*`,
  },
  da: {
    speed: { instant: 'Med det samme', minutes: 'Inden for 5 minutter', day: 'Op til 24 timer', banking: '1–3 bankdage' },
    free: 'Gebyrfrit',
    body: (n) => `Betal med **${n}** på få sekunder.\nIndbetalinger er der med det samme.\n\n*Vi opkræver aldrig gebyrer.*`,
  },
  sv: {
    speed: { instant: 'Direkt', minutes: 'Inom 5 minuter', day: 'Upp till 24 timmar', banking: '1–3 bankdagar' },
    free: 'Avgiftsfritt',
    body: (n) => `Betala med **${n}** på några sekunder.\nInsättningar syns direkt.\n\n*Vi tar aldrig ut avgifter.*`,
  },
  es: {
    speed: { instant: 'Inmediato', minutes: 'En menos de 5 minutos', day: 'Hasta 24 horas', banking: '1–3 días hábiles' },
    free: 'Sin comisiones',
    body: (n) => `Paga con **${n}** en unos segundos.\nLos depósitos llegan al instante.\n\n*Nunca cobramos comisiones.*`,
  },
  fr: {
    speed: { instant: 'Immédiat', minutes: 'En moins de 5 minutes', day: "Jusqu'à 24 heures", banking: '1 à 3 jours ouvrables' },
    free: 'Sans frais',
    body: (n) => `Payez avec **${n}** en quelques secondes.\nLes dépôts sont immédiats.\n\n*Aucuns frais.*`,
  },
  nb: {
    speed: { instant: 'Umiddelbart', minutes: 'Innen 5 minutter', day: 'Opptil 24 timer', banking: '1–3 bankdager' },
    free: 'Gebyrfritt',
    body: (n) => `Betal med **${n}** med noen få trykk.\nInnskudd kommer frem umiddelbart; uttak behandles innen 24 timer.\n\n*Vi tar aldri gebyrer.*`,
  },
  pt: {
    speed: { instant: 'Imediato', minutes: 'Em até 5 minutos', day: 'Em até 24 horas', banking: '1 a 3 dias úteis' },
    free: 'Sem taxas',
    body: (n) => `Pague com **${n}** em poucos segundos.\nOs depósitos caem na hora; os saques são processados em até 24 horas.\n\n*Nunca cobramos taxas.*`,
  },
  fi: {
    speed: { instant: 'Heti', minutes: '5 minuutin kuluessa', day: 'Enintään 24 tuntia', banking: '1–3 pankkipäivää' },
    free: 'Ei maksuja',
    body: (n) =>
      `Maksutapa **${n}**: maksa muutamalla napautuksella.\nTalletukset näkyvät heti; kotiutukset käsitellään 24 tunnin kuluessa.\n\n*Emme koskaan peri maksuja.*`,
  },
};

/**
 * A bank transfer's page says how it works: the player's own details (player-data.ts) show there
 * once logged in. A language without its own text here takes the generic one.
 */
const BANK_TRANSFER_BODY: Partial<Record<Lang, string>> = {
  en: 'Transfer the amount from your own bank account to ours.\nLog in to see our bank details and **your personal payment reference**: quote it so we can credit your account.\n\n*We never charge fees.*',
  de: 'Überweisen Sie den Betrag von Ihrem eigenen Bankkonto auf unseres.\nMelden Sie sich an, um unsere Bankverbindung und **Ihren persönlichen Verwendungszweck** zu sehen: Geben Sie ihn an, damit wir Ihrem Konto den Betrag gutschreiben können.\n\n*Wir erheben keine Gebühren.*',
  da: 'Overfør beløbet fra din egen bankkonto til vores.\nLog ind for at se vores bankoplysninger og **din personlige betalingsreference**: angiv den, så beløbet kan krediteres din konto.\n\n*Vi opkræver aldrig gebyrer.*',
  sv: 'För över beloppet från ditt eget bankkonto till vårt.\nLogga in för att se våra bankuppgifter och **din personliga betalningsreferens**: ange den så att beloppet kan krediteras ditt konto.\n\n*Vi tar aldrig ut avgifter.*',
  es: 'Transfiere el importe desde tu propia cuenta bancaria a la nuestra.\nInicia sesión para ver nuestros datos bancarios y **tu referencia de pago personal**: indícala para que podamos abonar el importe en tu cuenta.\n\n*Nunca cobramos comisiones.*',
  fr: 'Virez le montant depuis votre propre compte bancaire vers le nôtre.\nConnectez-vous pour voir nos coordonnées bancaires et **votre référence de paiement personnelle** : indiquez-la pour que le montant soit versé sur votre compte.\n\n*Aucuns frais.*',
  nb: 'Overfør beløpet fra din egen bankkonto til vår.\nLogg inn for å se bankopplysningene våre og **din personlige betalingsreferanse**: oppgi den, slik at beløpet kan krediteres kontoen din.\n\n*Vi tar aldri gebyrer.*',
  pt: 'Transfira o valor da sua própria conta bancária para a nossa.\nEntre na sua conta para ver nossos dados bancários e **o seu código de referência pessoal**: informe-o para que possamos creditar o valor na sua conta.\n\n*Nunca cobramos taxas.*',
  fi: 'Siirrä summa omalta pankkitililtäsi meidän tilillemme.\nKirjaudu sisään nähdäksesi pankkitietomme ja **henkilökohtaisen maksuviitteesi**: käytä sitä, jotta voimme hyvittää summan tilillesi.\n\n*Emme koskaan peri maksuja.*',
};

/** The method's name in the culture's language: generic methods are translated, brands are not. */
function nameIn(method: Method, lang: Lang): string {
  return isGenericPaymentMethod(method.key) ? PAYMENT_NAMES[method.key][lang] : method.name;
}

/** Inside a sentence a generic name is a common noun ("Betal med betalingskort"); German capitalises nouns anyway. */
function nameInSentence(method: Method, lang: Lang): string {
  const name = nameIn(method, lang);
  return isGenericPaymentMethod(method.key) && lang !== 'de' ? name.toLocaleLowerCase(lang) : name;
}

export function seedPayments(db: Db): void {
  const insert = db.prepare('INSERT INTO payment_options (culture, slug, key, name, has_info, position, info) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const culture of ALL_CULTURES) {
    const lang = langOf(culture);
    const currency = currencyOf(culture);
    const words = WORDS[lang];
    // No payment method where real-money play is not offered (India): nothing to deposit with.
    if (marketRule(culture, 'no-real-money-play')) continue;
    BY_CULTURE[culture].forEach((key, index) => {
      const method = METHODS[key];
      if (!method) throw new Error(`unknown payment method '${key}'`);
      const name = nameIn(method, lang);
      const info = method.info
        ? {
            currency,
            minDeposit: toMarketAmount(method.minDeposit, currency),
            maxDeposit: toMarketAmount(method.maxDeposit, currency),
            minWithdrawal: method.withdraw ? toMarketAmount(20, currency) : null,
            maxWithdrawal: method.withdraw ? toMarketAmount(method.maxDeposit, currency) : null,
            depositTime: words.speed[method.deposit ?? 'instant'],
            withdrawalTime: method.withdraw ? words.speed[method.withdraw] : null,
            fees: words.free,
            body: (method.key === 'bank-transfer' ? BANK_TRANSFER_BODY[lang] : undefined) ?? words.body(nameInSentence(method, lang)),
          }
        : null;
      insert.run(culture, method.key, method.key, name, method.info ? 1 : 0, index + 1, info ? JSON.stringify(info) : null);
    });
  }
}
