import type { Messages } from './widget-messages.ts';

/** The variable the served script defines before the bundle (see widget-route.ts). */
export const WIDGET_CONFIG_GLOBAL = 'MC_ACCOUNT_WIDGET';

/** What the route tells the bundle: the site and culture it was served for, and its copy. */
export interface WidgetConfig {
  /** Brand code of the site (MC, MCUK, …) and the culture code (en-GB, sv, …). */
  site: string;
  culture: string;
  /** The culture's currency (deposit limits, Pay N Play amount). */
  currency: string;
  /** The culture's default country (the registration form's country when the page knows none). */
  defaultCountry: string;
  /** The `country` query parameter of the script's URL, upper case, if any. */
  country: string | null;
  /** Display names of every site by brand code (sibling-site messages). */
  siteNames: Record<string, string>;
  /** False where the culture's market bars real-money play (markets.ts): the restricted notices then offer no way in. */
  realMoneyPlay: boolean;
  messages: Messages;
}
