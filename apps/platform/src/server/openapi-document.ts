import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { buildServer } from './app.ts';

/**
 * The OpenAPI document as generated from the route schemas. Needs no data: an empty
 * in-memory database is enough to register every route; nor secrets, hence development mode.
 */
export async function generateOpenApi(): Promise<{ json: Record<string, unknown>; yaml: string }> {
  const db = openDatabase(':memory:');
  const app = await buildServer({ db, config: loadConfig({ NODE_ENV: 'development' }), logger: false });
  await app.ready();
  const json = app.swagger() as unknown as Record<string, unknown>;
  const yaml = app.swagger({ yaml: true });
  await app.close();
  db.close();
  return { json, yaml };
}
