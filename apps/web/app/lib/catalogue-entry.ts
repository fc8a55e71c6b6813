/**
 * A game as the search catalogue lists it: the games feature reads it from the API and the
 * search feature compacts and indexes it. The contract lives here because features never
 * import each other; a route hands one to the other (routes/search-index-json.ts).
 */
export interface CatalogueEntry {
  slug: string;
  name: string;
  provider: string;
  routeKey: string;
  thumbnail: string;
  /** The game's theme in the culture's words ('' when the back end gives none): searchable. */
  theme: string;
  /** Higher is more popular (0 when unknown): orders search results of equal match. */
  popularity: number;
}
