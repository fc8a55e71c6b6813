import { RequestFailedError, requestDataOrThrow, type FallbackReason, type RequestSpec } from '../../lib/http/request-data.ts';
import type { VisitorServiceUrls } from '../../lib/app-config.ts';
import type { Logger } from '../../lib/logger/log-levels.ts';
import { rateValidator } from './currency.ts';
import { geoValidator, type GeoResponse } from './geo.ts';
import { maintenanceValidator, userContextValidator, type SkillState } from './user-context.ts';

/** The shared services the browser calls itself (spec/shell.md section 7). */
export type VisitorServices = VisitorServiceUrls;

/** Thrown so TanStack Query retries (3 times, capped backoff); the caller shows the fallback meanwhile. */
export class VisitorCallError extends Error {
  override name = 'VisitorCallError';
  constructor(
    readonly service: keyof VisitorServices,
    readonly reason: FallbackReason,
  ) {
    super(`${service} call failed: ${reason}`);
  }
}

/** Browser calls give up sooner than server ones: the page already shows the fallback. */
export const VISITOR_CALL_TIMEOUT_MS = 5000;

interface CallDeps {
  logger: Logger;
  development: boolean;
  fetch?: typeof fetch;
}

async function call<T>(service: keyof VisitorServices, spec: Omit<RequestSpec<T>, 'timeoutMs' | 'fallback'>, deps: CallDeps): Promise<T> {
  try {
    return await requestDataOrThrow({ ...spec, timeoutMs: VISITOR_CALL_TIMEOUT_MS }, deps);
  } catch (error) {
    throw error instanceof RequestFailedError ? new VisitorCallError(service, error.reason) : error;
  }
}

/** Geo info; `country` (from `gl`, where emulation is on) asks for that country instead of the visitor's. */
export function fetchGeo(services: VisitorServices, brand: string, country: string | null, deps: CallDeps, signal?: AbortSignal): Promise<GeoResponse> {
  return call(
    'geo',
    { baseUrl: services.geo, path: country ? `${country}/` : '', query: { brand_code: brand, 'no-cache': 1 }, schema: geoValidator, signal },
    deps,
  );
}

/** Units of `iso` per euro; never called for EUR. */
export async function fetchRate(services: VisitorServices, iso: string, deps: CallDeps, signal?: AbortSignal): Promise<number> {
  const answer = await call('currency', { baseUrl: services.currency, path: `${iso}/`, query: { 'no-cache': 1 }, schema: rateValidator, signal }, deps);
  return answer.rate;
}

export type UserContextAnswer = Omit<SkillState, 'loading' | 'initial'>;

export function fetchUserContext(
  services: VisitorServices,
  query: { brand: string; pageCulture: string; userCountry: string },
  deps: CallDeps,
  signal?: AbortSignal,
): Promise<UserContextAnswer> {
  return call(
    'userContext',
    {
      baseUrl: services.userContext,
      path: '',
      query: { brand_code: query.brand, page_culture: query.pageCulture, user_country: query.userCountry, 'no-cache': 1 },
      schema: userContextValidator,
      signal,
    },
    deps,
  );
}

export async function fetchMaintenance(services: VisitorServices, deps: CallDeps, signal?: AbortSignal): Promise<boolean> {
  const answer = await call('maintenance', { baseUrl: services.maintenance, path: '', query: { 'no-cache': 1 }, schema: maintenanceValidator, signal }, deps);
  return answer.underMaintenance;
}
