import { DEFAULT_SITES } from '@mc/sites/default-sites';
import fc from 'fast-check';
import { createStaticHandler, type RouteObject, type ServerBuild, type StaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import routeConfig from '../app/routes.ts';
import { requestShape, routeSubsets } from './route-subsets.ts';

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}
type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** The generated route config as a server build's flat route records (ids as React Router's Vite plugin gives them). */
function buildRoutes(): Record<string, BuildRoute> {
  const routes: Record<string, BuildRoute> = { root: { id: 'root', path: '' } };
  const add = (entries: readonly ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig as ConfigEntry[], 'root');
  return routes;
}

const handlers = new WeakMap<object, StaticHandler>();
const ANY_REQUEST = new Request('http://localhost/');

/**
 * React Router's own matching over a build's routes, as the server's handler does it: the ids of
 * the matched branch. A static handler ranks the routes once; `matchRoutes` ranks the whole config
 * again on every call (about 30 ms each), which made this file the slowest of the unit tests.
 */
async function matchedIds(routes: Readonly<Record<string, BuildRoute | undefined>>, pathname: string): Promise<string[] | null> {
  let handler = handlers.get(routes);
  if (!handler) {
    const children = new Map<string | undefined, BuildRoute[]>();
    for (const route of Object.values(routes)) if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
    const tree = (parentId: string | undefined): RouteObject[] =>
      (children.get(parentId) ?? []).map((route) =>
        route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: tree(route.id) },
      );
    handler = createStaticHandler(tree(undefined));
    handlers.set(routes, handler);
  }
  // The path as given, not as a URL would normalise it ('..', case of escapes): the matcher is what is compared.
  const context = await handler.query(ANY_REQUEST, { normalizePath: () => ({ pathname, search: '', hash: '' }) });
  if (context instanceof Response) throw new Error(`${pathname}: a response, not a match`);
  return context.statusCode === 404 ? null : context.matches.map((match) => match.route.id);
}

const ROUTES = buildRoutes();
const BUILD = { routes: ROUTES, assets: { routes: ROUTES } } as unknown as ServerBuild;
const PAGE_PATHS = Object.values(ROUTES)
  .filter((route) => route.id.startsWith('page:'))
  .map((route) => `/${route.index ? '' : route.path}`);
const subsets = routeSubsets(BUILD, (subset) => subset);
/** Culture prefixes but the first ('en-CA'): their pages are the first prefix's shapes again. */
const REPEATED_PREFIXES = new Set(
  DEFAULT_SITES.flatMap((site) => site.cultures.map((culture) => culture.route.slice(1)))
    .filter(Boolean)
    .slice(1),
);

/** The route React Router picks from the subset for a path is the one it picks from all routes. */
async function expectSameMatch(pathname: string): Promise<void> {
  expect(await matchedIds(subsets.forPath(pathname).routes, pathname), pathname).toEqual(await matchedIds(ROUTES, pathname));
}

describe('routeSubsets', () => {
  it('keeps far fewer routes than the generated config for a page', () => {
    const all = Object.keys(ROUTES).length;
    expect(all).toBeGreaterThan(200);
    expect(Object.keys(subsets.forPath('/en-CA/online-slots/').routes).length).toBeLessThan(50);
  });

  it('matches every generated page path, with parameters, other cases and slashes, as the whole config does', async () => {
    for (const path of PAGE_PATHS) {
      const filled = path.replace(/:[\w-]+/g, 'some-slug');
      // Every edition's prefix repeats the same page shapes: the odd variants are checked on the unprefixed paths and one
      // prefix, so each new culture adds its plain paths only (a whole-config match walks every route, about 2 ms).
      const variants = REPEATED_PREFIXES.has(filled.split('/')[1]!)
        ? [filled]
        : [filled, filled.toUpperCase(), filled.replace(/\/$/, ''), `${filled}/`, filled.replace(/e/, '%65'), filled.replace(/\/$/, '/x/')];
      for (const variant of variants) {
        await expectSameMatch(variant);
      }
    }
  }, 120_000);

  it('matches odd paths as the whole config does', async () => {
    for (const path of ['/', '//', '/robots.txt', '/sitemaps/en-GB/a.xml', '/a//b/', '/%E0%A4%A/', '/%2F/', '/ĸ/', '/blog/x%2Fy/', '/__games/en-GB/top/4']) {
      await expectSameMatch(path);
    }
  });

  it('matches random paths built from the routes’ own segments as the whole config does', async () => {
    const segments = [...new Set(PAGE_PATHS.flatMap((path) => path.split('/')).filter(Boolean))];
    const segment = fc.oneof(fc.constantFrom(...segments), fc.constantFrom('x', 'EN-ca', '%41', '', 'ſlots', '..'));
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '/', '//'), async (parts, tail) => {
        await expectSameMatch(`/${parts.join('/')}${tail}`);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('reads the request path as React Router does', () => {
    expect(requestShape('/')).toEqual({ count: 0, first: '' });
    expect(requestShape('/EN-CA/online-slots//')).toEqual({ count: 2, first: 'en-ca' });
    expect(requestShape('/a//b/').count).toBe(-1);
  });
});
