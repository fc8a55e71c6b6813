import { describe, expect, it } from 'vitest';
import type { Logger } from '../app/lib/logger/log-levels.ts';
import { ClientRateLimit } from './client-rate-limit.ts';
import { createCspReportHandler, CSP_REPORTS_PER_CLIENT_PER_MINUTE } from './csp-report.ts';

function recordingLogger(): Logger & { warnings: unknown[] } {
  const warnings: unknown[] = [];
  const noop = () => {};
  return { warnings, debug: noop, info: noop, error: noop, warn: (_message: string, data?: unknown) => void warnings.push(data) } as unknown as Logger & {
    warnings: unknown[];
  };
}
const report = () => new Request('http://mcuk.localhost/__csp-report', { method: 'POST', body: '{"csp-report":{"blocked-uri":"inline"}}' });

describe('CSP reports', () => {
  it('gives each client its own allowance: one flooding client cannot silence the others', async () => {
    const logger = recordingLogger();
    const handle = createCspReportHandler(logger);
    for (let i = 0; i < 200; i++) expect((await handle(report(), { address: '203.0.113.1', secure: false })).status).toBe(204);
    expect(logger.warnings).toHaveLength(CSP_REPORTS_PER_CLIENT_PER_MINUTE);
    await handle(report(), { address: '198.51.100.2', secure: false });
    expect(logger.warnings).toHaveLength(CSP_REPORTS_PER_CLIENT_PER_MINUTE + 1);
  });

  it('starts a client’s allowance again after the window, and forgets the least recent clients first', () => {
    let time = 0;
    const limit = new ClientRateLimit(2, 1000, 3, () => time);
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, false]);
    expect(limit.exhausted('a')).toBe(true);
    time = 1000;
    expect(limit.take('a')).toBe(true);
    for (const client of ['b', 'c', 'd']) limit.take(client);
    expect(limit.exhausted('a')).toBe(false);
  });

  it('takes only POST', async () => {
    const res = await createCspReportHandler(recordingLogger())(new Request('http://mcuk.localhost/__csp-report'), { address: '127.0.0.1', secure: false });
    expect(res.status).toBe(405);
  });
});
