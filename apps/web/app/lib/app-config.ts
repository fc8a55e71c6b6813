import type { Site } from '@mc/sites/site-schema';

/** Configuration the server builds once at start (server/load-config.ts). */
export interface AppConfig {
  sites: readonly Site[];
  /** Site version shown in the footer and sent with the service worker registration. */
  version: string;
  /** Whether the `gl` and `dem` emulation query parameters are honoured (off in production). */
  emulation: boolean;
  /** 'production' or 'development': development logs 404s from back ends as warnings. */
  mode: 'production' | 'development';
}
