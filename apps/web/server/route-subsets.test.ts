import { DEFAULT_SITES } from '@mc/sites/default-sites';
import fc from 'fast-check';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
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

const trees = new WeakMap<object, RouteObject[]>();

/** React Router's own matching over a build's routes: the ids of the matched branch. */
function matchedIds(routes: Readonly<Record<string, BuildRoute | undefined>>, pathname: string): string[] | null {
  const children = new Map<string | undefined, BuildRoute[]>();
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) => (route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: tree(route.id) }));
  let routeTree = trees.get(routes);
  if (!routeTree) {
    for (const route of Object.values(routes)) if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
    routeTree = tree(undefined);
    trees.set(routes, routeTree);
  }
  return matchRoutes(routeTree, pathname)?.map((match) => match.route.id!) ?? null;
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
function expectSameMatch(pathname: string): void {
  expect(matchedIds(subsets.forPath(pathname).routes, pathname), pathname).toEqual(matchedIds(ROUTES, pathname));
}

describe('routeSubsets', () => {
  it('keeps far fewer routes than the generated config for a page', () => {
    const all = Object.keys(ROUTES).length;
    expect(all).toBeGreaterThan(200);
    expect(Object.keys(subsets.forPath('/en-CA/online-slots/').routes).length).toBeLessThan(50);
  });

  it('matches every generated page path, with parameters, other cases and slashes, as the whole config does', () => {
    for (const path of PAGE_PATHS) {
      const filled = path.replace(/:[\w-]+/g, 'some-slug');
      // Every edition's prefix repeats the same page shapes: the odd variants are checked on the unprefixed paths and one
      // prefix, so each new culture adds its plain paths only (the whole-config match is slow, and the machine may be shared).
      const variants = REPEATED_PREFIXES.has(filled.split('/')[1]!)
        ? [filled]
        : [filled, filled.toUpperCase(), filled.replace(/\/$/, ''), `${filled}/`, filled.replace(/e/, '%65'), filled.replace(/\/$/, '/x/')];
      for (const variant of variants) {
        expectSameMatch(variant);
      }
    }
    // React Router flattens and ranks the whole config on every matchRoutes call: slow, and the machine may be shared.
  }, 120_000);

  it('matches odd paths as the whole config does', () => {
    for (const path of ['/', '//', '/robots.txt', '/sitemaps/en-GB/a.xml', '/a//b/', '/%E0%A4%A/', '/%2F/', '/ĸ/', '/blog/x%2Fy/', '/__games/en-GB/top/4']) {
      expectSameMatch(path);
    }
  });

  it('matches random paths built from the routes’ own segments as the whole config does', () => {
    const segments = [...new Set(PAGE_PATHS.flatMap((path) => path.split('/')).filter(Boolean))];
    const segment = fc.oneof(fc.constantFrom(...segments), fc.constantFrom('x', 'EN-ca', '%41', '', 'ſlots', '..'));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '/', '//'), (parts, tail) => {
        expectSameMatch(`/${parts.join('/')}${tail}`);
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
