import { describe, expect, it } from 'vitest';
import { fetchVoucherStatus, voucherMessageKey, voucherOutcome } from './voucher-status.ts';

const json = (body: unknown, status = 200, type = 'application/json') =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } })) as unknown as typeof fetch;
const query = { url: 'https://api.example/v1/voucher', brand: 'MCUK', code: 'WELCOME-1', username: 'ann' };

describe('voucher status', () => {
  it.each([
    [1, 'accepted'],
    [0, 'invalid'],
    [2, 'used'],
    [3, 'expired'],
    [-1, 'unknown'],
    [4, 'unknown'],
    [Number.NaN, 'unknown'],
  ] as const)('status %s → %s', (status, outcome) => {
    expect(voucherOutcome(status)).toBe(outcome);
  });

  it('names the message of each failure', () => {
    expect(voucherMessageKey('invalid')).toBe('errors.invalid');
    expect(voucherMessageKey('unknown')).toBe('errors.unknown');
  });

  it.each([
    ['a number', json(2), 2],
    ['a 500', json(1, 500), -1],
    ['HTML', json(1, 200, 'text/html'), -1],
    ['not a number', json({ status: 1 }), -1],
    ['a network error', (async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch, -1],
  ])('reads %s', async (_, fetchImpl, status) => {
    expect(await fetchVoucherStatus(query, fetchImpl)).toBe(status);
  });

  it('sends the brand, code and username as query values, and calls nothing for a malformed code', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response('1', { headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    expect(await fetchVoucherStatus({ ...query, code: ' WELCOME-1 ' }, fetchImpl)).toBe(1);
    expect(urls).toEqual(['https://api.example/v1/voucher?brand_local_code=MCUK&voucher=WELCOME-1&username=ann']);
    expect(await fetchVoucherStatus({ ...query, code: '<script>' }, fetchImpl)).toBe(0);
    expect(urls).toHaveLength(1);
  });
});
