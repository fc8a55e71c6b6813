// The seo feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { contentUrls, isSitemapKind, pageUrls, sitemapFiles, sitemapFilePath } from './sitemaps.server.ts';
