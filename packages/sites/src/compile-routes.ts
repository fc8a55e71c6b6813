import { CULTURE_CODES, type CultureCode } from './culture-codes.ts';
import { marketRule, type MarketRuleKind } from './markets.ts';
import type { ContentType, GameGroup, RouteDefinition, SiteMapType } from './route-types.ts';

/** A route of the table with everything resolved: full patterns per culture, cultures, page code. `K`: the table's keys. */
export interface CompiledRoute<K extends string = string> {
  key: K;
  parent: K | undefined;
  /** Full path pattern (without culture prefix) for every culture where the route exists. */
  patterns: ReadonlyMap<CultureCode, string>;
  cultures: readonly CultureCode[];
  paramNames: readonly string[];
  contentType: ContentType;
  pageCode: string;
  siteMapType: SiteMapType;
  banner: boolean;
  feedCode: string | undefined;
  contentCode: string | undefined;
  definition: RouteDefinition;
}

export class RouteTableError extends Error {
  override name = 'RouteTableError';
}

const PARAM = /^:([A-Za-z][A-Za-z0-9_]*)$/;

/**
 * Resolves inheritance in the flat table: relative paths join their parent's (per culture),
 * cultures come from the route's own inclusion/exclusion lists or else its parent's.
 */
export function compileRoutes<K extends string = string>(table: readonly (RouteDefinition & { key: K })[]): Map<string, CompiledRoute<K>> {
  const byKey = new Map<string, RouteDefinition & { key: K }>();
  for (const definition of table) {
    if (byKey.has(definition.key)) throw new RouteTableError(`duplicate route key '${definition.key}'`);
    byKey.set(definition.key, definition);
  }
  const compiled = new Map<string, CompiledRoute<K>>();
  const visiting = new Set<string>();

  const compile = (key: string): CompiledRoute<K> => {
    const done = compiled.get(key);
    if (done) return done;
    const definition = byKey.get(key);
    if (!definition) throw new RouteTableError(`unknown route key '${key}'`);
    if (visiting.has(key)) throw new RouteTableError(`route '${key}' is its own ancestor`);
    visiting.add(key);
    const parent = definition.parent === undefined ? undefined : compile(definition.parent);
    const { key: ownKey } = definition;
    const cultures = resolveCultures(definition, parent);
    const patterns = new Map<CultureCode, string>();
    for (const culture of cultures) {
      const own = definition.culturesPath?.[culture] ?? definition.path;
      checkPattern(key, own);
      if (own.startsWith('/')) {
        patterns.set(culture, own);
      } else {
        const base = parent?.patterns.get(culture) ?? parent?.definition.path;
        if (!base?.startsWith('/')) throw new RouteTableError(`route '${key}' has a relative path but no parent path`);
        patterns.set(culture, base + own);
      }
    }
    const paramNames = paramNamesOf([...patterns.values()][0] ?? definition.path);
    const route: CompiledRoute<K> = {
      key: ownKey,
      // compile() above found the parent among the table's keys (or threw).
      parent: parent?.key,
      patterns,
      cultures,
      paramNames,
      contentType: definition.contentType,
      pageCode: definition.pageCode ?? (paramNames.length ? `${key}/${paramNames.map((name) => `:${name}`).join('/')}` : key),
      siteMapType: definition.siteMapType ?? (paramNames.length ? 'none' : 'static'),
      banner: definition.banner !== false,
      feedCode: definition.feedCode,
      contentCode: definition.contentCode,
      definition,
    };
    for (const pattern of patterns.values()) {
      const names = paramNamesOf(pattern);
      if (names.join() !== paramNames.join()) {
        throw new RouteTableError(`route '${key}' has different parameters in different cultures`);
      }
    }
    visiting.delete(key);
    compiled.set(key, route);
    return route;
  };

  for (const definition of table) compile(definition.key);
  return compiled;
}

function resolveCultures(definition: RouteDefinition, parent: CompiledRoute | undefined): CultureCode[] {
  const listed = definition.cultures
    ? CULTURE_CODES.filter((code) => definition.cultures?.includes(code))
    : definition.excludedCultures
      ? CULTURE_CODES.filter((code) => !definition.excludedCultures?.includes(code))
      : parent
        ? [...parent.cultures]
        : [...CULTURE_CODES];
  return listed.filter((code) => !barredByMarket(definition.unlessMarketRule, code));
}

function checkPattern(key: string, pattern: string): void {
  if (!pattern.endsWith('/')) throw new RouteTableError(`route '${key}': pattern '${pattern}' must end with '/'`);
  const segments = pattern.split('/').filter(Boolean);
  for (const segment of segments) {
    if (segment.startsWith(':') && !PARAM.test(segment)) {
      throw new RouteTableError(`route '${key}': bad parameter segment '${segment}'`);
    }
    if (!segment.startsWith(':') && !/^[a-z0-9][a-z0-9-]*$/.test(segment)) {
      throw new RouteTableError(`route '${key}': static segment '${segment}' must be kebab-case`);
    }
  }
}

export function paramNamesOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The game groups a route shows in a culture (culture-specific lists win; groups the market forbids are left out). */
export function gameGroupsFor(route: CompiledRoute, culture: CultureCode): readonly GameGroup[] {
  const groups = route.definition.culturesGameGroups?.[culture] ?? route.definition.gameGroups ?? [];
  return groups.filter((group) => !barredByMarket(group.unlessMarketRule, culture));
}

/** Whether the culture's market has any of the rules that bar a route or group. */
function barredByMarket(rules: MarketRuleKind | readonly MarketRuleKind[] | undefined, culture: CultureCode): boolean {
  if (rules === undefined) return false;
  return (typeof rules === 'string' ? [rules] : rules).some((kind) => marketRule(culture, kind) !== undefined);
}
