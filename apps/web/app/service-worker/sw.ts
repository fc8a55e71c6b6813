/// <reference lib="webworker" />
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';
import { brandCultures, offlineCulture, offlinePageUrl, precacheForBrand } from './offline-culture.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

// Registered as /service-worker.js?v=<site version>&brand=<brand code> (spec/shell.md section 7).
const registration = new URL(self.location.href);
const brand = registration.searchParams.get('brand');
const sites = DEFAULT_SITES.map(({ localCode, cultures }) => ({ localCode, cultures }));

const isDocument = (request: Request) => request.mode === 'navigate' || request.destination === 'document';

const serwist = new Serwist({
  precacheEntries: precacheForBrand(self.__SW_MANIFEST, sites, brand),
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    // Pages: the network first, the copy of a visited page when offline.
    {
      matcher: ({ request }) => isDocument(request),
      handler: new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
    },
    // Hashed assets beyond the precached shell (islands' chunks, React): immutable, so cache first.
    {
      matcher: ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({
        cacheName: 'assets',
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
      }),
    },
    // Images (game art, banners, logos, often cross-origin): cache first, kept a week.
    {
      matcher: ({ request }) => request.destination === 'image',
      handler: new CacheFirst({
        cacheName: 'images',
        plugins: [
          new CacheableResponsePlugin({ statuses: [0, 200] }),
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
  fallbacks: {
    // One offline page per culture of the registering site (the ones precached); the first matching entry wins.
    entries: brandCultures(sites, brand).map((code) => ({
      url: offlinePageUrl(code),
      matcher: ({ request }) => isDocument(request) && offlineCulture(sites, brand, new URL(request.url).pathname) === code,
    })),
  },
});

serwist.addEventListeners();
