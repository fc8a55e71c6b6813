import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { LogLevel } from '../app/lib/logger/log-levels.ts';
import { createRequestLog, slowRequestMs } from './request-log.ts';
import type { RequestRecord } from './web-server.ts';

function logged(level: LogLevel, cases: Array<{ kind: string; status: number; ms?: number; finished?: boolean; url?: string }>) {
  const lines: Array<{ level: LogLevel; entry: Record<string, unknown> }> = [];
  const log = createRequestLog({
    level,
    slowMs: 1000,
    write: (lineLevel, line) => lines.push({ level: lineLevel, entry: JSON.parse(line) as Record<string, unknown> }),
  });
  for (const { kind, status, ms = 5, finished = true, url = '/online-slots/?q=private' } of cases) {
    const req = { method: 'GET', url, headers: { host: 'mcuk.localhost:3000' } } as unknown as IncomingMessage;
    const res = { statusCode: status, writableFinished: finished } as ServerResponse;
    const record: RequestRecord = { requestId: 'req-0123456789', startedAt: performance.now() - ms, kind, renderMs: null };
    log(req, res, record);
  }
  return lines;
}

describe('the request log', () => {
  it('writes one concise line per request, with its kind and request id, never the query', () => {
    const [line] = logged('info', [{ kind: 'game-category', status: 200 }]);
    expect(line!.level).toBe('info');
    expect(line!.entry).toMatchObject({ level: 'info', kind: 'game-category', requestId: 'req-0123456789' });
    expect(line!.entry.msg).toMatch(/^GET mcuk\.localhost:3000\/online-slots\/ 200 \d+ ms$/);
    expect(JSON.stringify(line!.entry)).not.toContain('private');
  });

  it('keeps the client build’s files to debug, and raises server errors, aborted and slow requests to warn', () => {
    const cases = [
      { kind: 'static', status: 200 },
      { kind: 'home', status: 500 },
      { kind: 'home', status: 200, finished: false },
      { kind: 'game', status: 200, ms: 1500 },
    ];
    expect(logged('info', cases).map((line) => [line.level, (line.entry.msg as string).split(' ')[2]])).toEqual([
      ['warn', '500'],
      ['warn', 'aborted'],
      ['warn', '200'],
    ]);
    expect(logged('debug', cases)[0]!.level).toBe('debug');
    // At warn, a normal request writes nothing.
    expect(logged('warn', [{ kind: 'home', status: 200 }])).toEqual([]);
  });

  it('reads SLOW_REQUEST_MS', () => {
    expect(slowRequestMs({})).toBe(1000);
    expect(slowRequestMs({ SLOW_REQUEST_MS: '250' })).toBe(250);
    expect(() => slowRequestMs({ SLOW_REQUEST_MS: '1s' })).toThrow(/SLOW_REQUEST_MS/);
  });
});
