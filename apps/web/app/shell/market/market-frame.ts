import type { CultureCode } from '@mc/sites/culture-codes';
import type { RouteKey } from '@mc/sites/route-table';

/** A mark (logo) in the frame linking to an authority, a help service or a page of ours. */
export interface RegulatoryMark {
  logo:
    | 'mga'
    | 'ukgc'
    | 'age18'
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
    | 'checkDeinSpiel';
  /** Message key (footer area) of the link's accessible name. */
  labelKey: string;
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

const AGE_18: RegulatoryMark = { logo: 'age18', labelKey: 'marks.age18', target: { route: 'responsible' } };

const international: MarketFrame = {
  topMenu: TOP_MENU,
  bottomMenu: BOTTOM_MENU,
  footerGroups: { one: GROUP_ONE, two: GROUP_TWO, three: GROUP_THREE },
  mobileFooterShortcut: 'promotions',
  responsibleGamingBar: null,
  licenceMarks: [{ logo: 'mga', labelKey: 'marks.mga', target: { external: 'https://www.mga.org.mt/' } }, AGE_18],
  licenceStatementKey: 'licence.mga',
  showSocialLinks: false,
};

export const MARKET_FRAMES: Readonly<Record<CultureCode, MarketFrame>> = {
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
      AGE_18,
      { logo: 'saferGambling', labelKey: 'marks.saferGambling', target: { external: 'https://www.begambleaware.org/' } },
      { logo: 'selfExclusionUk', labelKey: 'marks.selfExclusionUk', target: { external: 'https://www.gamstop.co.uk/' } },
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
    licenceMarks: [{ logo: 'ggl', labelKey: 'marks.ggl', target: { external: 'https://www.gluecksspiel-behoerde.de/' } }, AGE_18],
    licenceStatementKey: 'licence.ggl',
  },
  da: {
    ...international,
    mobileFooterShortcut: 'help',
    responsibleGamingBar: {
      messageKey: null,
      marks: [
        { logo: 'spillemyndigheden', labelKey: 'marks.spillemyndigheden', target: { external: 'https://www.spillemyndigheden.dk/' } },
        { logo: 'rofus', labelKey: 'marks.rofus', target: { external: 'https://www.rofus.nu/' } },
        { logo: 'stopspillet', labelKey: 'marks.stopspillet', target: { external: 'https://www.stopspillet.dk/' } },
      ],
    },
    licenceMarks: [{ logo: 'spillemyndigheden', labelKey: 'marks.spillemyndigheden', target: { external: 'https://www.spillemyndigheden.dk/' } }, AGE_18],
    licenceStatementKey: 'licence.spillemyndigheden',
  },
  sv: {
    ...international,
    mobileFooterShortcut: 'help',
    responsibleGamingBar: {
      messageKey: null,
      marks: [
        { logo: 'spelpaus', labelKey: 'marks.spelpaus', target: { external: 'https://www.spelpaus.se/' } },
        { logo: 'spelgranser', labelKey: 'marks.spelgranser', target: { hash: 'account/depositlimits' } },
        { logo: 'sjalvtest', labelKey: 'marks.sjalvtest', target: { route: 'selfAssessment' } },
      ],
    },
    licenceMarks: [AGE_18],
    licenceStatementKey: 'licence.spelinspektionen',
  },
  es: {
    ...international,
    footerGroups: { one: GROUP_ONE, two: GROUP_TWO, three: GROUP_THREE_ES },
    licenceMarks: [
      { logo: 'juegoSeguro', labelKey: 'marks.juegoSeguro', target: { external: 'https://www.juegoseguro.es/' } },
      { logo: 'jugarBien', labelKey: 'marks.jugarBien', target: { external: 'https://www.jugarbien.es/' } },
      AGE_18,
    ],
    licenceStatementKey: 'licence.dgoj',
    showSocialLinks: true,
  },
};
