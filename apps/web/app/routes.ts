import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { TEST_BUILD } from '../test-build.ts';
import { pagePaths } from './route-config.ts';

// Generated from the route table (packages/sites), never maintained by hand: one code-split
// module per content type, shared by every path that renders that type.
export default [
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('sitemaps/:culture/:file', 'routes/sitemap-file.ts'),
  route('static/manifests/:file', 'routes/web-manifest.ts'),
  route('__games/:culture/:group/:count', 'routes/game-group-json.ts'),
  route('__search/:culture', 'routes/search-index-json.ts'),
  route('__preview', 'routes/preview-session.ts'),
  route('__newsletter', 'routes/newsletter-action.ts'),
  layout('shell/frame-layout.tsx', [
    ...pagePaths(DEFAULT_SITES).map(({ path, contentType, id }) =>
      path === '' ? index(`routes/${contentType}.tsx`, { id }) : route(path, `routes/${contentType}.tsx`, { id }),
    ),
    // The browser tests' error and injection fixtures: in a test build only (test-build.ts).
    ...(TEST_BUILD ? [route('__test/:kind', 'routes/test-errors.tsx')] : []),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
