// The site-map feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { siteMapTree, type SiteMapNode } from './site-map-tree.ts';
