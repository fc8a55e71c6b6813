import { loadSearchCatalogue } from '../features/games/games-api.server.ts';
import { jsonResponse, resourceContext } from '../lib/resource-request.server.ts';
import type { SearchGame } from '../features/search/search-index.ts';
import type { Route } from './+types/search-index-json';

/** `/__search/<culture>`: the culture's whole catalogue, compact, for the browser's search index. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = resourceContext(context, request, params.culture);
  if (!ctx) return jsonResponse({ error: 'not found' }, 404);
  const { games } = await loadSearchCatalogue(ctx);
  const body: SearchGame[] = games.map((game) => ({ slug: game.slug, name: game.name, provider: game.provider, href: game.href, thumbnail: game.thumbnail }));
  return jsonResponse(body);
}
