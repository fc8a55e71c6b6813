import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, pathOf, registration } from './helpers/accounts.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

const lines: string[] = [];
let platform: TestPlatform;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  // Requests are logged one line each at debug (none at info): the level where a URL would be written.
  platform = await startPlatform({ logger: { level: 'debug', stream } });
});
afterAll(() => platform.close());

describe('request log', () => {
  it('never writes a handoff code, a session or a password, while still logging the requests', async () => {
    const body = registration();
    const answer = (await accountApi(platform.app, 'mc').post('register', body)).json() as { session: string; player: { platformAddress: string } };
    const code = new URL(answer.player.platformAddress).searchParams.get('code') ?? '';
    await platform.app.inject({ url: pathOf(answer.player.platformAddress) });
    const log = lines.join('');
    expect(log).toContain('/play/mc/?code=[redacted]');
    expect(code).toHaveLength(43);
    for (const secret of [code, answer.session, String(body.password)]) expect(log).not.toContain(secret);
  });
});
