import { href } from '@mc/sites/href';
import { resolveSite } from '@mc/sites/resolve-site';
import { appConfigContext } from '../lib/app-context.ts';
import { NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { BACKGROUND_COLOR, ICONS, THEME_COLOR } from '../service-worker/app-icon.ts';
import type { Route } from './+types/web-manifest';

/** `/static/manifests/manifest-<culture>.json`: the installable app of this site in one culture. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  const config = context.get(appConfigContext);
  const site = resolveSite(config.sites, request.headers.get('host'));
  const code = /^manifest-([A-Za-z-]{2,6})\.json$/.exec(params.file ?? '')?.[1];
  const culture = site.cultures.find((candidate) => candidate.code === code);
  if (!culture)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_FOUND_CACHE_CONTROL } });
  const start = href({ route: 'home', culture });
  const manifest = {
    id: start,
    name: site.name,
    short_name: 'Mondo Casino',
    lang: culture.locale === 'en-ROW' ? 'en' : culture.code,
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['entertainment', 'games'],
    icons: ICONS.filter((icon) => icon.size !== 180).map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
  });
}
