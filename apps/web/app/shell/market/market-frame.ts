import { CULTURE_CODES, type CultureCode } from '@mc/sites/culture-codes';
import { legalAge, marketRule } from '@mc/sites/markets';
import type { RouteKey } from '@mc/sites/route-table';

/** A mark (logo) in the frame linking to an authority, a help service or a page of ours. */
export interface RegulatoryMark {
  logo:
    | 'mga'
    | 'ukgc'
    | 'age18'
    | 'age19'
    | 'rgiaj'
    | 'saferGambling'
    | 'selfExclusionUk'
    | 'spelpaus'
    | 'spelgranser'
    | 'sjalvtest'
    | 'spillemyndigheden'
    | 'rofus'
    | 'stopspillet'
    | 'juegoSeguro'
    | 'jugarBien'
    | 'ggl'
    | 'checkDeinSpiel'
    | 'helpline';
  /** Message key (footer area) of the link's accessible name, and its values. */
  labelKey: string;
  labelValues?: Readonly<Record<string, number | string>>;
  /** A badge's text lines where they come from market data (a helpline's name and number), not from the logo table. */
  lines?: readonly string[];
  /** A badge's text lines as message keys (footer area), for a badge whose words are translated: a new language needs only messages. */
  lineKeys?: readonly string[];
  target: { external: string } | { route: RouteKey } | { hash: string };
}

/** How a market shapes the frame (spec/catalogue.md section 2, Menus and footer groups). */
export interface MarketFrame {
  topMenu: readonly RouteKey[];
  bottomMenu: readonly RouteKey[];
  footerGroups: { one: readonly RouteKey[]; two: readonly RouteKey[]; three: readonly RouteKey[] };
  /** Third item of the mobile footer menu: help for sv and da, promotions elsewhere. */
  mobileFooterShortcut: 'help' | 'promotions';
  /** Slim bar above the header with these marks and the market's message (da, de-DE, sv only). */
  responsibleGamingBar: { messageKey: string | null; marks: readonly RegulatoryMark[] } | null;
  /** Licence and responsible-gambling marks in the footer. */
  licenceMarks: readonly RegulatoryMark[];
  /** Message key (footer area) of the licence statement under the marks. */
  licenceStatementKey: string;
  showSocialLinks: boolean;
}

const GROUP_ONE: readonly RouteKey[] = ['aboutUs', 'mobileApp', 'help', 'contact', 'payments', 'sitemap', 'affiliates'];
const GROUP_TWO: readonly RouteKey[] = ['liveCasino', 'onlineSlots', 'casinoGames'];
const GROUP_TWO_DE: readonly RouteKey[] = ['responsible', 'bonus', 'terms', 'privacy', 'impressum'];
const GROUP_THREE: readonly RouteKey[] = ['responsible', 'bonus', 'terms', 'privacy'];
const GROUP_THREE_ES: readonly RouteKey[] = ['responsible', 'bonus', 'terms', 'privacy', 'juego'];
const TOP_MENU: readonly RouteKey[] = ['home', 'promotions', 'onlineSlots', 'liveCasino', 'roulette', 'blackjack', 'casinoGames'];
const BOTTOM_MENU: readonly RouteKey[] = ['blog', 'help', 'contact', 'aboutUs', 'responsible'];

/** The national self-exclusion register's address, from the market's rule (one place for it). */
function selfExclusion(culture: CultureCode): { external: string } {
  const rule = marketRule(culture, 'self-exclusion');
  if (!rule) throw new Error(`the market of ${culture} names no self-exclusion register`);
  return { external: rule.url };
}

/** Stands for the culture's legal-age mark, filled from its market's data (markets.ts 'legal-age'). */
const AGE: RegulatoryMark = { logo: 'age18', labelKey: 'marks.age', target: { route: 'responsible' } };
const AGE_LOGOS: Readonly<Record<number, RegulatoryMark['logo']>> = { 18: 'age18', 19: 'age19' };

/**
 * The mark of the market's legal age. The page is the same for every visitor of the culture, so
 * it shows the market's general age (19+ in Canada); the licence statement names the regions
 * where it differs.
 */
function ageMark(culture: CultureCode): RegulatoryMark {
  const years = legalAge(culture);
  const logo = AGE_LOGOS[years];
  if (!logo) throw new Error(`no legal-age mark for ${years}+ (${culture}): add one to logo-table.tsx`);
  return { ...AGE, logo, labelValues: { age: years } };
}

const international: MarketFrame = {
  topMenu: TOP_MENU,
  bottomMenu: BOTTOM_MENU,
  footerGroups: { one: GROUP_ONE, two: GROUP_TWO, three: GROUP_THREE },
  mobileFooterShortcut: 'promotions',
  responsibleGamingBar: null,
  licenceMarks: [
    { logo: 'mga', labelKey: 'marks.mga', lineKeys: ['badges.mgaName', 'badges.mgaLicence'], target: { external: 'https://www.mga.org.mt/' } },
    AGE,
  ],
  licenceStatementKey: 'licence.mga',
  showSocialLinks: false,
};

/**
 * Frames that differ from the international one. A culture not named here (a new edition) gets
 * the international frame with its market's legal-age mark (defaultFrame): a new market needs
 * an entry only for marks of its own.
 */
const FRAMES: Readonly<Partial<Record<CultureCode, MarketFrame>>> = {
  en: international,
  'en-CA': international,
  'en-IE': international,
  'en-IN': international,
  'en-NZ': international,
  'fr-CA': international,
  'en-GB': {
    ...international,
    licenceMarks: [
      { logo: 'ukgc', labelKey: 'marks.ukgc', target: { external: 'https://www.gamblingcommission.gov.uk/' } },
      AGE,
      { logo: 'saferGambling', labelKey: 'marks.saferGambling', target: { external: 'https://www.begambleaware.org/' } },
      { logo: 'selfExclusionUk', labelKey: 'marks.selfExclusionUk', target: selfExclusion('en-GB') },
    ],
    licenceStatementKey: 'licence.ukgc',
  },
  'de-DE': {
    ...international,
    footerGroups: { one: GROUP_ONE, two: GROUP_TWO_DE, three: GROUP_THREE },
    responsibleGamingBar: {
      messageKey: 'rgBar.de',
      marks: [{ logo: 'checkDeinSpiel', labelKey: 'marks.checkDeinSpiel', target: { external: 'https://www.check-dein-spiel.de/' } }],
    },
    licenceMarks: [{ logo: 'ggl', labelKey: 'marks.ggl', target: { external: 'https://www.gluecksspiel-behoerde.de/' } }, AGE],
    licenceStatementKey: 'licence.ggl',
  },
  da: {
    ...international,
    mobileFooterShortcut: 'help',
    responsibleGamingBar: {
      messageKey: null,
      marks: [
        { logo: 'spillemyndigheden', labelKey: 'marks.spillemyndigheden', target: { external: 'https://www.spillemyndigheden.dk/' } },
        { logo: 'rofus', labelKey: 'marks.rofus', target: selfExclusion('da') },
        { logo: 'stopspillet', labelKey: 'marks.stopspillet', target: { external: 'https://www.stopspillet.dk/' } },
      ],
    },
    licenceMarks: [{ logo: 'spillemyndigheden', labelKey: 'marks.spillemyndigheden', target: { external: 'https://www.spillemyndigheden.dk/' } }, AGE],
    licenceStatementKey: 'licence.spillemyndigheden',
  },
  sv: {
    ...international,
    mobileFooterShortcut: 'help',
    responsibleGamingBar: {
      messageKey: null,
      marks: [
        { logo: 'spelpaus', labelKey: 'marks.spelpaus', target: selfExclusion('sv') },
        { logo: 'spelgranser', labelKey: 'marks.spelgranser', target: { hash: 'account/depositlimits' } },
        { logo: 'sjalvtest', labelKey: 'marks.sjalvtest', target: { route: 'selfAssessment' } },
      ],
    },
    licenceMarks: [AGE],
    licenceStatementKey: 'licence.spelinspektionen',
  },
  es: {
    ...international,
    footerGroups: { one: GROUP_ONE, two: GROUP_TWO, three: GROUP_THREE_ES },
    licenceMarks: [
      { logo: 'juegoSeguro', labelKey: 'marks.juegoSeguro', target: { external: 'https://www.juegoseguro.es/' } },
      { logo: 'jugarBien', labelKey: 'marks.jugarBien', target: { external: 'https://www.jugarbien.es/' } },
      { logo: 'rgiaj', labelKey: 'marks.rgiaj', target: selfExclusion('es') },
      AGE,
    ],
    licenceStatementKey: 'licence.dgoj',
    showSocialLinks: true,
  },
};

/**
 * The frame of a culture without an entry of its own: the international one, with its market's
 * national helpline (markets.ts 'helpline') as a mark after the legal age, named and numbered
 * from the rule, so a new market's frame needs no code.
 */
function defaultFrame(culture: CultureCode): MarketFrame {
  const helpline = marketRule(culture, 'helpline');
  if (!helpline) return international;
  const mark: RegulatoryMark = {
    logo: 'helpline',
    labelKey: 'marks.helpline',
    labelValues: { name: helpline.name, phone: helpline.phone },
    lines: [helpline.name, helpline.phone],
    target: { external: helpline.url },
  };
  return { ...international, licenceMarks: [...international.licenceMarks, mark] };
}

/** Each culture's frame, its legal-age mark from its market. */
export const MARKET_FRAMES: Readonly<Record<CultureCode, MarketFrame>> = Object.fromEntries(
  CULTURE_CODES.map((code) => {
    const frame = FRAMES[code] ?? defaultFrame(code);
    const withAge: MarketFrame = { ...frame, licenceMarks: frame.licenceMarks.map((mark) => (mark === AGE ? ageMark(code) : mark)) };
    return [code, withAge];
  }),
) as Record<CultureCode, MarketFrame>;
