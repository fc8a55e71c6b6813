// The games feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadCategoryGames, loadContent, loadGameGroups, loadGameDetail, toTile, loadSearchCatalogue } from './games-api.server.ts';
