import { parseGameFilter } from '@mc/sites/game-filter';
import { loadGameGroups } from '../features/games/index.server.ts';
import { dataResponse, jsonResponse, resourceContext } from '../lib/resource-request.server.ts';
import type { Route } from './+types/game-group-json';

const MAX_COUNT = 500;

/** `/__games/<culture>/<group>/<count>`: the first <count> games of a group, for "show more". */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = resourceContext(context, request, params.culture);
  const count = Number(params.count);
  if (!ctx || !/^[a-z0-9_]{1,40}$/.test(params.group ?? '') || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    return jsonResponse({ error: 'not found' }, 404);
  }
  // The grid of a filtered category page asks for more of the same narrowing (its view's filterQuery).
  const filter = parseGameFilter(new URL(request.url).search, ctx.culture.code);
  const [view] = await loadGameGroups(ctx, [{ group: params.group!, limit: count }], filter);
  return dataResponse(ctx, { total: view?.total ?? 0, tiles: view?.tiles ?? [] });
}
