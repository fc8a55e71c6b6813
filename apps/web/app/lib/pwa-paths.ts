/** The per-locale manifest (spec/shell.md section 7), served by routes/web-manifest.ts. */
export const webManifestPath = (culture: string) => `/static/manifests/manifest-${culture}.json`;

/** The service worker, registered with the site version and brand code (spec/shell.md section 7). */
export const serviceWorkerUrl = (version: string, brand: string) => `/service-worker.js?v=${encodeURIComponent(version)}&brand=${encodeURIComponent(brand)}`;
