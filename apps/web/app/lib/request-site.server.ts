import { WIDGET_CONFIG_PATH } from '@mc/account-protocol/account-protocol';
import { hreflangOf } from '@mc/sites/alternates';
import { href } from '@mc/sites/href';
import { match, type PageMatch } from '@mc/sites/match';
import { resolveSite, siteOrigin } from '@mc/sites/resolve-site';
import type { Site, ThirdPartySettings } from '@mc/sites/site-schema';
import { configuredTags } from '@mc/sites/tag-sources';
import type { RouterContextProvider } from 'react-router';
import { appConfigContext } from './app-context.ts';
import type { AppConfig } from './app-config.ts';
import type { AccountEndpoints, PublicSite, PublicThirdParty } from './public-site.ts';

export interface RequestSite {
  config: AppConfig;
  site: Site;
  match: PageMatch;
}

/** Host → site, then path → culture and route: the same resolution for documents and data requests. */
export function resolveRequestSite(context: Readonly<RouterContextProvider>, request: Request, url: URL): RequestSite {
  const config = context.get(appConfigContext);
  const site = resolveSite(config.sites, request.headers.get('host'));
  return { config, site, match: match(site, url.pathname) };
}

/** A site's configuration is fixed for the process: its public view is built once (issue 19, per-request work). */
const publicSites = new WeakMap<Site, PublicSite>();

/** What the browser may know about the site: no API hosts or third-party secrets beyond public ids. */
export function publicSite(site: Site): PublicSite {
  let view = publicSites.get(site);
  if (!view) publicSites.set(site, (view = publicSiteOf(site)));
  return view;
}

function publicSiteOf(site: Site): PublicSite {
  return {
    localCode: site.localCode,
    name: site.name,
    origin: siteOrigin(site),
    isDefault: site.isDefault,
    platformUrl: site.platformUrl,
    demoPlay: site.demoPlay,
    socialLinks: site.socialLinks,
    thirdParty: publicThirdParty(site.thirdPartySettings),
    cultures: site.cultures.map((culture) => ({
      code: culture.code,
      route: culture.route,
      name: culture.name,
      lang: culture.lang,
      hreflang: hreflangOf(culture),
    })),
  };
}

function publicThirdParty({ tagSources, ...settings }: ThirdPartySettings): PublicThirdParty {
  const sources: PublicThirdParty['tagSources'] = {};
  for (const name of configuredTags(settings)) {
    const { script, endpoint } = tagSources[name];
    sources[name] = endpoint ? { script, endpoint } : { script };
  }
  return { ...settings, tagSources: sources };
}

/** The account endpoints of a site and its siblings' homes (every page of the site carries the same). */
export function accountEndpoints(site: Site, sites: readonly Site[]): AccountEndpoints {
  const api = site.apiHost.endsWith('/') ? site.apiHost : `${site.apiHost}/`;
  const siblings: AccountEndpoints['siblings'] = {};
  for (const sibling of sites) {
    if (sibling.localCode !== site.localCode) siblings[sibling.localCode] = href({ route: 'home', culture: sibling.cultures[0]!, origin: siteOrigin(sibling) });
  }
  return { widgetUrl: new URL(WIDGET_CONFIG_PATH, api).href, voucherUrl: new URL('v1/voucher', api).href, siblings };
}
