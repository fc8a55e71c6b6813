import type { CompiledRoute } from './compile-routes.ts';
import type { RouteKey } from './route-table.ts';
import { CULTURE_CODES, type CultureCode } from './culture-codes.ts';
import { ROUTES } from './routes.ts';

interface Candidate {
  route: CompiledRoute<RouteKey>;
  segments: readonly string[];
}

export interface RouteMatch {
  route: CompiledRoute<RouteKey>;
  params: Record<string, string>;
}

/**
 * Candidates per culture and segment count, static segments before parameters at the first
 * position where two patterns differ: megaways before :gameSlug, search before :tagSlug.
 */
function buildIndex(routes: Iterable<CompiledRoute<RouteKey>>): Map<CultureCode, Map<number, Candidate[]>> {
  const index = new Map<CultureCode, Map<number, Candidate[]>>();
  for (const culture of CULTURE_CODES) index.set(culture, new Map());
  for (const route of routes) {
    for (const [culture, pattern] of route.patterns) {
      const segments = pattern.split('/').filter(Boolean);
      const byLength = index.get(culture)!;
      const list = byLength.get(segments.length) ?? [];
      const shape = segments.map((s) => (s.startsWith(':') ? ':' : s)).join('/');
      const clash = list.find((c) => c.segments.map((s) => (s.startsWith(':') ? ':' : s)).join('/') === shape);
      if (clash) throw new Error(`routes '${clash.route.key}' and '${route.key}' have the same pattern in ${culture}`);
      list.push({ route, segments });
      byLength.set(segments.length, list);
    }
  }
  for (const byLength of index.values()) {
    for (const list of byLength.values()) list.sort((a, b) => compareSegments(a.segments, b.segments));
  }
  return index;
}

function compareSegments(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < a.length; i++) {
    const aParam = a[i]!.startsWith(':');
    const bParam = b[i]!.startsWith(':');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}

const INDEX = buildIndex(ROUTES.values());

/** A path segment decoded, or null where it is malformed or could never be a parameter. */
function decodeSegment(raw: string): string | null {
  try {
    const value = decodeURIComponent(raw);
    return value === '' || value === '.' || value === '..' ? null : value;
  } catch {
    return null;
  }
}

/**
 * Matches a path (culture prefix already removed, ending with '/') against the routes that
 * exist in the culture. Never throws; null means not found.
 */
export function matchRoute(culture: CultureCode, path: string): RouteMatch | null {
  if (!path.startsWith('/') || !path.endsWith('/')) return null;
  const raw = path === '/' ? [] : path.slice(1, -1).split('/');
  const candidates = INDEX.get(culture)?.get(raw.length);
  if (!candidates) return null;
  for (const candidate of candidates) {
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < raw.length && ok; i++) {
      const segment = candidate.segments[i]!;
      if (segment.startsWith(':')) {
        const value = decodeSegment(raw[i]!);
        if (value === null) ok = false;
        else params[segment.slice(1)] = value;
      } else if (segment !== raw[i]) {
        ok = false;
      }
    }
    if (ok) return { route: candidate.route, params };
  }
  return null;
}
