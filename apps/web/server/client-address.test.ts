import { describe, expect, it } from 'vitest';
import { addressList, inList, resolveClient } from './client-address.ts';

const request = (headers: Record<string, string> = {}, url = 'http://mcuk.localhost/') => new Request(url, { headers });

describe('client address and trusted proxies', () => {
  it('reads address lists of addresses and networks, and refuses typos', () => {
    const list = addressList('127.0.0.1, ::1, 10.0.0.0/8', 'TEST');
    expect(inList(list, '10.1.2.3')).toBe(true);
    expect(inList(list, '::ffff:127.0.0.1')).toBe(true);
    expect(inList(list, '::1')).toBe(true);
    expect(inList(list, '11.0.0.1')).toBe(false);
    expect(inList(list, 'not-an-address')).toBe(false);
    expect(() => addressList('127.0.0.1, localhost', 'TEST')).toThrow(/TEST: 'localhost'/);
    expect(() => addressList('10.0.0.0/x', 'TEST')).toThrow(/TEST/);
  });

  it('ignores forwarding headers from anyone but a trusted proxy', () => {
    const forged = request({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });
    expect(resolveClient(forged, '198.51.100.7', null)).toEqual({ address: '198.51.100.7', secure: false });
    expect(resolveClient(forged, '198.51.100.7', addressList('127.0.0.1', 'T'))).toEqual({ address: '198.51.100.7', secure: false });
  });

  it('behind trusted proxies, takes the rightmost untrusted hop and the forwarded scheme', () => {
    const trusted = addressList('127.0.0.1, 10.0.0.0/8', 'T');
    const proxied = request({ 'x-forwarded-for': '203.0.113.1, 198.51.100.2, 10.0.0.5', 'x-forwarded-proto': 'https' });
    expect(resolveClient(proxied, '::ffff:127.0.0.1', trusted)).toEqual({ address: '198.51.100.2', secure: true });
    expect(resolveClient(request({}), '127.0.0.1', trusted)).toEqual({ address: '127.0.0.1', secure: false });
    expect(resolveClient(request({}, 'https://mcuk.example/'), '198.51.100.2', null).secure).toBe(true);
  });
});
