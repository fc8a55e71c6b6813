import type { CultureCode } from '@mc/sites/culture-codes';
import type { Culture, Site, TagSource, ThirdPartySettings } from '@mc/sites/site-schema';
import type { TagName } from '@mc/sites/tag-sources';

/**
 * The site's tags as the browser loads them (features/tags): ids, event names and the loader
 * URLs of the tags the site configures. The origins they may contact stay with the server's CSP.
 */
export type PublicThirdParty = Omit<ThirdPartySettings, 'tagSources'> & {
  tagSources: Partial<Record<TagName, Pick<TagSource, 'script' | 'endpoint'>>>;
};

/** The part of a site's configuration sent to the browser with every page. */
export interface PublicSite {
  localCode: Site['localCode'];
  name: string;
  origin: string;
  isDefault: boolean;
  platformUrl: string;
  /** Who may play for fun on this market (real money always needs a logged-in player). */
  demoPlay: Site['demoPlay'];
  socialLinks: Site['socialLinks'];
  thirdParty: PublicThirdParty;
  cultures: { code: CultureCode; route: string; name: string; lang: string; hreflang: string }[];
}

/** The active culture as pages use it: formatting locale and time zone included. */
/**
 * The active culture as pages use it: formatting locale and time zone included, and whether its
 * market allows real-money play (markets.ts 'no-real-money-play'), which the player runtime obeys.
 */
export type PageCulture = Culture & { hreflang: string; realMoneyPlay: boolean };

/**
 * What the account widget's bridge and the voucher step need (the same for every visitor of
 * the site): the widget's config script and the voucher status endpoint on the site's API
 * host, and each sibling site's home, where a player of another skin is sent to log in.
 */
export interface AccountEndpoints {
  /** `{apiHost}son-auth/config`: the bridge adds `lang` and `country`. */
  widgetUrl: string;
  /** `{apiHost}v1/voucher`. */
  voucherUrl: string;
  /** Brand code → that site's home page (absolute). */
  siblings: Partial<Record<Site['localCode'], string>>;
}
