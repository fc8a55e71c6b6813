import { ROUTES } from '@mc/sites/routes';
import type { GameGroup } from '@mc/sites/route-types';

/** Every game group code the route table names (gameGroups and culturesGameGroups). */
export function routeTableGroups(): string[] {
  const groups = new Set<string>();
  const add = (list: readonly GameGroup[] | undefined) => list?.forEach((entry) => groups.add(entry.group));
  for (const route of ROUTES.values()) {
    add(route.definition.gameGroups);
    for (const list of Object.values(route.definition.culturesGameGroups ?? {})) add(list);
  }
  return [...groups];
}
