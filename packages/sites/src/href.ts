import type { CultureCode } from './culture-codes.ts';
import type { ParamNames, RouteKey } from './route-table.ts';
import { buildQuery, type QueryValue } from './query-string.ts';
import { ROUTES } from './routes.ts';

/** What href needs of a culture: its code and its path prefix ('' or '/en-CA'). */
export interface CultureRef {
  readonly code: CultureCode;
  readonly route: string;
}

type ParamsField<K extends RouteKey> = [ParamNames<K>] extends [never] ? { params?: undefined } : { params: { readonly [N in ParamNames<K>]: string } };

export type HrefTarget<K extends RouteKey = RouteKey> = {
  route: K;
  culture: CultureRef;
  /** Empty values are left out; arrays add one entry per non-empty item. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Without the leading '#'. */
  hash?: string;
  /** `https://host[:port]` for an absolute URL. */
  origin?: string;
} & ParamsField<K>;

export class HrefError extends Error {
  override name = 'HrefError';
}

/**
 * The only place a site URL is built. Throws HrefError for a route that does not exist in
 * the culture or a missing/invalid parameter; use `tryHref` where a missing link is allowed.
 */
export function href<K extends RouteKey>(target: HrefTarget<K>): string {
  return hrefDynamic(target as DynamicHrefTarget);
}

/** A target whose route key and params are only known at run time (matches, CMS links). */
export interface DynamicHrefTarget {
  route: string;
  culture: CultureRef;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, QueryValue>>;
  hash?: string;
  origin?: string;
}

/** href for run-time route keys: the same checks, enforced when called instead of when compiled. */
export function hrefDynamic(target: DynamicHrefTarget): string {
  const route = ROUTES.get(target.route);
  const pattern = route?.patterns.get(target.culture.code);
  if (!route || pattern === undefined) {
    throw new HrefError(`route '${target.route}' does not exist in culture '${target.culture.code}'`);
  }
  const params = (target.params ?? {}) as Record<string, string | undefined>;
  const path = pattern.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => encodeParam(target.route, name, params[name]));
  let url = `${target.origin ?? ''}${target.culture.route}${path}`;
  const query = target.query ? buildQuery(target.query) : '';
  if (query) url += `?${query}`;
  if (target.hash) url += `#${target.hash}`;
  return url;
}

/** Like href, but null where the route does not exist in the culture or params are missing. */
export function tryHref(target: DynamicHrefTarget): string | null {
  try {
    return hrefDynamic(target);
  } catch (error) {
    if (error instanceof HrefError) return null;
    throw error;
  }
}

function encodeParam(route: string, name: string, value: string | undefined): string {
  if (value === undefined || value === '' || value === '.' || value === '..') {
    throw new HrefError(`route '${route}' needs a valid value for parameter '${name}'`);
  }
  return encodeURIComponent(value);
}
