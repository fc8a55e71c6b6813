// The search feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { compactCatalogue } from './search-catalogue.ts';
