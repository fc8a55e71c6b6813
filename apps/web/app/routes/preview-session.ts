import { match } from '@mc/sites/match';
import { resolveSite } from '@mc/sites/resolve-site';
import type { AppConfig } from '../lib/app-config.ts';
import { appConfigContext, requestStateContext } from '../lib/app-context.ts';
import { NO_STORE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import {
  clearPreviewCookieHeader,
  isPreviewSecret,
  PREVIEW_SECRET_HEADER,
  previewCookieHeader,
  previewCookieValue,
} from '../lib/preview/preview-session.server.ts';
import type { Route } from './+types/preview-session';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' } });

/**
 * Where a preview session goes: `to` only when it is a page of this site, spelt in plain
 * printable ASCII (so it can be a Location header as it is), else the home page.
 */
function previewTarget(config: AppConfig, request: Request, to: unknown): string {
  const candidate = typeof to === 'string' && to.length <= 300 && /^\/(?![/\\])[\x21-\x7e]*$/.test(to) ? to : '/';
  const site = resolveSite(config.sites, request.headers.get('host'));
  return match(site, candidate).kind === 'page' ? candidate : '/';
}

function redirect(location: string, cookie: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Set-Cookie': cookie, 'Cache-Control': NO_STORE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' },
  });
}

/**
 * `GET /__preview?exit=1&to=…` ends a preview session. Starting one takes the secret by POST
 * (form fields `secret` and `to`, what the CMS's preview button sends) or in the
 * `X-Preview-Secret` header, never in the URL, where it would land in access logs and history.
 */
export function loader({ context, request, url }: Route.LoaderArgs) {
  const config = context.get(appConfigContext);
  if (url.searchParams.get('exit') === '1') return redirect(previewTarget(config, request, url.searchParams.get('to')), clearPreviewCookieHeader());
  if (url.searchParams.has('secret')) return plain(400, 'The preview secret is not accepted in the address: send it by POST.');
  const secret = request.headers.get(PREVIEW_SECRET_HEADER);
  if (secret === null) return plain(404, 'Not found');
  return start(context, request, secret, url.searchParams.get('to'));
}

export async function action({ context, request }: Route.ActionArgs) {
  if (request.method !== 'POST') return plain(405, 'Method not allowed.');
  const form = await request.formData().catch(() => null);
  const secret = form?.get('secret');
  return start(context, request, typeof secret === 'string' ? secret : null, form?.get('to'));
}

function start(context: Route.LoaderArgs['context'], request: Request, secret: string | null, to: unknown): Response {
  const config = context.get(appConfigContext);
  if (!config.previewSecret || !isPreviewSecret(secret, config.previewSecret)) return plain(404, 'Not found');
  const secure = context.get(requestStateContext).secure;
  return redirect(previewTarget(config, request, to), previewCookieHeader(previewCookieValue(config.previewSecret), secure));
}
