import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from './same-origin.ts';

const post = (headers: Record<string, string>) => new Request('http://mcuk.localhost/__newsletter', { method: 'POST', headers });

describe('same-origin posts', () => {
  it('accepts the site’s own pages, on any port (a front forwards the host without it), and clients that send no Origin', () => {
    expect(isSameOriginPost(post({ host: 'mcuk.localhost:3000', origin: 'http://mcuk.localhost:3000' }))).toBe(true);
    expect(isSameOriginPost(post({ host: 'mcuk.localhost', origin: 'http://mcuk.localhost:8306' }))).toBe(true);
    expect(isSameOriginPost(post({ host: 'WWW.mondocasino.example', origin: 'https://www.mondocasino.example' }))).toBe(true);
    expect(isSameOriginPost(post({ host: 'mcuk.localhost' }))).toBe(true);
  });

  it('refuses other sites, look-alikes and opaque origins', () => {
    for (const origin of [
      'http://evil.example',
      'http://mcuk.localhost.evil.example',
      'http://evilmcuk.localhost',
      'null',
      'not a url',
      'http://mcde.localhost:3000',
    ]) {
      expect(isSameOriginPost(post({ host: 'mcuk.localhost:3000', origin })), origin).toBe(false);
    }
    expect(isSameOriginPost(post({ origin: 'http://mcuk.localhost' }))).toBe(false);
  });
});
