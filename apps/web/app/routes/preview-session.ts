import { match } from '@mc/sites/match';
import { resolveSite } from '@mc/sites/resolve-site';
import { appConfigContext } from '../lib/app-context.ts';
import { NO_STORE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { clearPreviewCookieHeader, isPreviewSecret, previewCookieHeader, previewCookieValue } from '../lib/preview/preview-session.server.ts';
import type { Route } from './+types/preview-session';

/**
 * `/__preview?secret=…&to=/preview/post/3015/` starts a preview session (signed cookie, one
 * hour) and goes to `to`, which must be a page of this site; `?exit=1` ends it.
 */
export function loader({ context, request, url }: Route.LoaderArgs) {
  const config = context.get(appConfigContext);
  const site = resolveSite(config.sites, request.headers.get('host'));
  const headers = new Headers({ 'Cache-Control': NO_STORE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' });
  const to = url.searchParams.get('to') ?? '/';
  // Redirect only to the very string that was matched as a page of this site.
  const candidate = to.length <= 300 && /^\/(?![/\\])/.test(to) ? to : '/';
  const target = match(site, candidate);
  const location = target.kind === 'page' ? candidate : '/';
  if (url.searchParams.get('exit') === '1') {
    headers.append('Set-Cookie', clearPreviewCookieHeader());
    headers.set('Location', location);
    return new Response(null, { status: 303, headers });
  }
  if (!config.previewSecret || !isPreviewSecret(url.searchParams.get('secret'), config.previewSecret)) {
    return new Response('Not found', { status: 404, headers });
  }
  headers.append('Set-Cookie', previewCookieHeader(previewCookieValue(config.previewSecret), url.protocol === 'https:'));
  headers.set('Location', location);
  return new Response(null, { status: 303, headers });
}
