import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

describe('response cache', () => {
  it('serves content from cache until another connection (a reseed) changes the database', async () => {
    const url = '/sites/mcuk/v1/feeds/simple?culture=en-GB&feedCode=aboutUs';
    const first = await platform.app.inject(url);
    const second = await platform.app.inject(url);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');

    const other = new Database(platform.config.databaseFile);
    other.prepare("UPDATE feeds SET title = 'Changed' WHERE culture = 'en-GB' AND code = 'aboutUs'").run();
    other.close();
    expect((await platform.app.inject(url)).json()).toMatchObject({ title: 'Changed' });
  });

  it('keeps CORS headers on cached answers', async () => {
    const url = '/sites/mcuk/v1/feeds/simple?culture=en-GB&feedCode=terms';
    const origin = 'http://mcuk.localhost:3000';
    for (let i = 0; i < 2; i++) {
      const response = await platform.app.inject({ url, headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never caches errors', async () => {
    const missing = '/sites/mcuk/v1/feeds/simple?culture=en-GB&feedCode=nothing';
    expect((await platform.app.inject(missing)).statusCode).toBe(404);
    expect((await platform.app.inject(missing)).statusCode).toBe(404);
  });
});
