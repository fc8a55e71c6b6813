import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type PlatformConfig } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { ADMIN_TOKEN_HEADER, PREVIEW_TOKEN_HEADER } from '../../src/server/admin.ts';
import { buildServer, type BuildOptions } from '../../src/server/app.ts';

/** Tokens that pass the checks outside development (tests run the production configuration). */
export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const PREVIEW_TOKEN = 'test-preview-token-0123456789abcdef';
export const ADMIN = { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN };
export const PREVIEW = { [PREVIEW_TOKEN_HEADER]: PREVIEW_TOKEN };
export const TEST_PASSWORD_COST = '10';
/** The web app's port in `npm start`: its pages (`http://{code}.localhost:3000`) may call cross-origin. */
export const SITES_LOCAL_PORT = 3000;

export interface TestPlatform {
  app: FastifyInstance;
  db: Db;
  config: PlatformConfig;
  /** Origin when started with listen: true (real socket on an ephemeral port). */
  origin: string;
  close(): Promise<void>;
}

/** A platform over a private copy of the seeded template database. */
export async function startPlatform(
  options: Pick<BuildOptions, 'clock' | 'logger' | 'metrics' | 'readiness'> & { listen?: boolean; env?: Record<string, string> } = {},
): Promise<TestPlatform> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-'));
  const file = path.join(dir, 'platform.sqlite');
  fs.copyFileSync(inject('templateDb'), file);
  const config = loadConfig({
    PLATFORM_DB: file,
    PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
    PLATFORM_PREVIEW_TOKEN: PREVIEW_TOKEN,
    PLATFORM_SITES_LOCAL_PORTS: String(SITES_LOCAL_PORT),
    PLATFORM_PORT: '0',
    // The accounts' tests hash hundreds of passwords: 2^10 instead of 2^15 (production's, see config.ts).
    PLATFORM_TEST_PASSWORD_COST: TEST_PASSWORD_COST,
    ...options.env,
  });
  const db = openDatabase(file);
  const app = await buildServer({ db, config, logger: options.logger ?? false, clock: options.clock, metrics: options.metrics, readiness: options.readiness });
  let origin = '';
  if (options.listen) origin = await app.listen({ host: '127.0.0.1', port: 0 });
  else await app.ready();
  return {
    app,
    db,
    config,
    origin,
    close: async () => {
      await app.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
