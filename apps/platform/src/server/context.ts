import type { Culture, Site } from '@mc/sites/site-schema';
import type { PlatformConfig } from '../config.ts';
import type { Db } from '../db/database.ts';

/** What every route plugin gets: the database, the configuration and the (emulable) clock. */
export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  now: () => Date;
  /**
   * Real time for security clocks (sessions, one-time codes, rate limits, ages): never the
   * emulated PLATFORM_NOW, which would freeze expiry; tests inject their own.
   */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the site plugin from the `/sites/{code}/` prefix. */
    site: Site;
    /** The requested culture (validated against the site), or the site's default culture. */
    culture: Culture;
  }
}
