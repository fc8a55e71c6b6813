import type { BlockList } from 'node:net';
import type { Site } from '@mc/sites/site-schema';

/** Shared back-end services (spec/shell.md section 7); the browser calls them directly too. */
export interface ServiceUrls {
  geo: string;
  currency: string;
  userContext: string;
  maintenance: string;
  logger: string;
  /** The tracking collector (features/tracking, docs/tracking.md). */
  tracking: string;
}

/** The services the browser calls itself for the visitor state (the logger it reaches through the page's own reporting). */
export type VisitorServiceUrls = Pick<ServiceUrls, 'geo' | 'currency' | 'userContext' | 'maintenance'>;

/** Configuration the server builds once at start (server/load-config.ts). */
export interface AppConfig {
  sites: readonly Site[];
  /** Site version shown in the footer and sent with the service worker registration. */
  version: string;
  /** Whether the `gl` and `dem` emulation query parameters are honoured (off in production). */
  emulation: boolean;
  /** 'production' or 'development': development logs 404s from back ends as warnings. */
  mode: 'production' | 'development';
  services: ServiceUrls;
  /** CDN origin for `/img/` paths; null serves them from the site's API host. */
  imageCdn: string | null;
  /** Redis shared by all instances for the data cache (`REDIS_URL`); null keeps it in process. */
  redisUrl: string | null;
  /** Bearer token of the revalidation endpoint; null disables it. */
  revalidateToken: string | null;
  /** Secret of the preview URL and key of the preview cookie; null disables previews. */
  previewSecret: string | null;
  /** Token the site API wants for unpublished content (header x-preview-token); null: previews show nothing unpublished. */
  previewApiToken: string | null;
  /** Addresses that may call `/__revalidate` at all (`REVALIDATE_ALLOW`; loopback by default). */
  revalidateAllow: BlockList;
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (`TRUSTED_PROXIES`); null: none. */
  trustedProxies: BlockList | null;
  /** Security headers and the page policy (off only to measure their cost: SECURITY_HEADERS=0). */
  securityHeaders: boolean;
}
