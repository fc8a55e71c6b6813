import type { Culture, Site } from '@mc/sites/site-schema';
import type { RouterContextProvider } from 'react-router';
import type { AppConfig } from '../app-config.ts';
import { appConfigContext, appServicesContext, requestStateContext, type AppServices, type RequestState } from '../app-context.ts';
import type { RequestDeps } from '../http/request-data.ts';

/** Everything a back-end call made for one request needs. */
export interface SiteApiContext {
  site: Site;
  culture: Culture;
  config: AppConfig;
  services: AppServices;
  state: RequestState;
}

export function siteApiContext(context: Readonly<RouterContextProvider>, site: Site, culture: Culture): SiteApiContext {
  return {
    site,
    culture,
    config: context.get(appConfigContext),
    services: context.get(appServicesContext),
    state: context.get(requestStateContext),
  };
}

/** How a call to the site's API is made for this request: its logger and mode, its request id, its metrics. */
export function siteApiDeps({ services, config, state }: SiteApiContext): RequestDeps {
  return {
    logger: services.logger,
    development: config.mode === 'development',
    requestId: state.requestId || undefined,
    service: 'site-api',
    onCall: services.onBackendCall,
  };
}
