import type { ServerBuild } from 'react-router';

/**
 * The generated route config holds one page route per URL pattern of every culture (hundreds),
 * and React Router walks all of them several times per request: it matches the request in the
 * server handler and in the static handler, and rebuilds the whole route tree for rendering
 * (createServerRoutes, createStaticRouter). That was about a quarter of the origin's CPU (issue
 * 19). So each request is handed to a React Router handler built over a subset of the routes:
 * every route except the page routes that cannot match its path. Which routes can match is
 * decided exactly as React Router's matcher does (decoded path, case-insensitive static
 * segments, a parameter is one non-empty segment, any trailing slashes), so the route it picks,
 * and with it the page's bytes, stay the same; the ranking of the routes left keeps their order.
 */

/** Page routes as route-config.ts generates them: static or `:param` segments, each ending with '/'. */
const SIMPLE_PATH = /^(?:(?:[A-Za-z0-9._~-]+|:[\w-]+)\/)*$/;
const ASCII = /^\p{ASCII}*$/u;
/** A first segment no static segment equals (lower-cased ASCII never holds it). */
const NO_STATIC = '\u0000';

interface Shape {
  /** Number of segments. */
  count: number;
  /** The first segment lower-cased when static, null for a parameter ('' for the index). */
  first: string | null;
}

type RouteLike = { id: string; parentId?: string; path?: string; index?: boolean };

/** The shape of a page route whose full path is its own path (parents pathless), or null: kept in every subset. */
function pageShape(route: RouteLike, routes: Readonly<Record<string, RouteLike | undefined>>): Shape | null {
  if (!route.id.startsWith('page:')) return null;
  const path = route.index ? '' : (route.path ?? '');
  if (!SIMPLE_PATH.test(path)) return null;
  for (let parent = route.parentId; parent !== undefined; parent = routes[parent]?.parentId) {
    const above = routes[parent];
    if (!above || above.path || above.index) return null;
  }
  if (Object.values(routes).some((other) => other?.parentId === route.id)) return null;
  const segments = path.split('/').filter(Boolean);
  const first = segments[0];
  return { count: segments.length, first: first === undefined ? '' : first.startsWith(':') ? null : first.toLowerCase() };
}

/** React Router's decodePath: each segment decoded, an encoded '/' kept encoded; the path as is when malformed. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The request path's shape as a page route would have to have it to match (count -1: none can). */
export function requestShape(pathname: string): { count: number; first: string } {
  const trimmed = decodePath(pathname).replace(/\/+$/, '');
  if (!trimmed) return { count: 0, first: '' };
  const segments = trimmed.split('/').slice(1);
  if (!trimmed.startsWith('/') || segments.some((segment) => segment === '')) return { count: -1, first: NO_STATIC };
  const first = segments[0]!;
  return { count: segments.length, first: ASCII.test(first) ? first.toLowerCase() : NO_STATIC };
}

export interface RouteSubsets<T> {
  /** The value built for the routes that can match this path (built once per subset, then reused). */
  forPath(pathname: string): T;
}

/** Subsets of a build's routes, each handed to `create` once, picked per request path. */
export function routeSubsets<T>(build: ServerBuild, create: (subset: ServerBuild) => T): RouteSubsets<T> {
  const shapes = new Map<string, Shape>();
  for (const route of Object.values(build.routes)) {
    const shape = route && pageShape(route, build.routes);
    if (shape) shapes.set(route.id, shape);
  }
  const statics = new Set([...shapes.values()].map((shape) => shape.first).filter((first) => first !== null));
  const counts = new Set([...shapes.values()].map((shape) => shape.count));
  const built = new Map<string, T>();

  const keep = (id: string, count: number, first: string) => {
    const shape = shapes.get(id);
    return !shape || (shape.count === count && (shape.first === null || shape.first === first));
  };
  const subset = (count: number, first: string): ServerBuild => {
    const routes = Object.fromEntries(Object.entries(build.routes).filter(([id]) => keep(id, count, first)));
    const manifest = Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => keep(id, count, first)));
    return { ...build, routes, assets: { ...build.assets, routes: manifest } } as ServerBuild;
  };

  return {
    forPath(pathname) {
      const shape = requestShape(pathname);
      // Bounded keys: a count or first segment no page route has shares the subset without page routes of that kind.
      const count = counts.has(shape.count) ? shape.count : -1;
      const first = statics.has(shape.first) ? shape.first : NO_STATIC;
      const key = `${count}/${first}`;
      let value = built.get(key);
      if (value === undefined) {
        value = create(subset(count, first));
        built.set(key, value);
      }
      return value;
    },
  };
}
