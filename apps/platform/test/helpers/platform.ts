import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type PlatformConfig } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { buildServer } from '../../src/server/app.ts';

export const ADMIN = { 'x-admin-token': 'test-admin' };
export const PREVIEW = { 'x-preview-token': 'test-preview' };

export interface TestPlatform {
  app: FastifyInstance;
  db: Db;
  config: PlatformConfig;
  /** Origin when started with listen: true (real socket on an ephemeral port). */
  origin: string;
  close(): Promise<void>;
}

/** A platform over a private copy of the seeded template database. */
export async function startPlatform(options: { listen?: boolean; env?: Record<string, string> } = {}): Promise<TestPlatform> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-'));
  const file = path.join(dir, 'platform.sqlite');
  fs.copyFileSync(inject('templateDb'), file);
  const config = loadConfig({ PLATFORM_DB: file, PLATFORM_ADMIN_TOKEN: 'test-admin', PLATFORM_PREVIEW_TOKEN: 'test-preview', PLATFORM_PORT: '0', ...options.env });
  const db = openDatabase(file);
  const app = await buildServer({ db, config, logger: false });
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
