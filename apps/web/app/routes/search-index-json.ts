import { loadSearchCatalogue } from '../features/games/index.server.ts';
import { compactCatalogue } from '../features/search/index.ts';
import { dataResponse, jsonResponse, resourceContext } from '../lib/resource-request.server.ts';
import type { Route } from './+types/search-index-json';

/** `/__search/<culture>`: the culture's whole catalogue, compact, for the browser's search index. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = resourceContext(context, request, params.culture);
  if (!ctx) return jsonResponse({ error: 'not found' }, 404);
  const catalogue = await loadSearchCatalogue(ctx);
  return dataResponse(ctx, compactCatalogue(catalogue));
}
