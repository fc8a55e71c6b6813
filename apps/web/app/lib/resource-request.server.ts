import type { CultureCode } from '@mc/sites/culture-codes';
import { resolveSite } from '@mc/sites/resolve-site';
import type { RouterContextProvider } from 'react-router';
import { appConfigContext } from './app-context.ts';
import { PAGE_CACHE_CONTROL } from './cache-policy.ts';
import { siteApiContext, type SiteApiContext } from './site-api/site-api-context.server.ts';

/** For JSON resource routes addressed by culture code: the host's site and that culture, or null. */
export function resourceContext(context: Readonly<RouterContextProvider>, request: Request, cultureCode: string | undefined): SiteApiContext | null {
  const config = context.get(appConfigContext);
  const site = resolveSite(config.sites, request.headers.get('host'));
  const culture = site.cultures.find((c) => c.code === (cultureCode as CultureCode));
  return culture ? siteApiContext(context, site, culture) : null;
}

/**
 * JSON answer of a resource route made of back-end data. Where that data fell back (a back end
 * failed or ran past its timeout) the answer is 503, never the fallback: an empty list with a
 * 200 reads as an answer, so "show more" silently added nothing and a search found nothing,
 * while an error is retried by the browser's query (3 times, backing off) and kept by no cache.
 */
export function dataResponse(ctx: SiteApiContext, body: unknown): Response {
  return ctx.state.degraded ? jsonResponse({ error: 'unavailable' }, 503) : jsonResponse(body);
}

/** JSON answer of a resource route; shareable like a page (server/finish-caching.ts keeps errors out of caches). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': status === 200 ? PAGE_CACHE_CONTROL : 'public, max-age=0, s-maxage=60' },
  });
}
