import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { returnLocation } from './newsletter.server.ts';

const uk = DEFAULT_SITES.find((site) => site.localCode === 'MCUK')!;
const es = DEFAULT_SITES.find((site) => site.localCode === 'MCES')!;

describe('newsletter return location (form posts without JavaScript)', () => {
  it('goes back to the blog page the form was on, with the outcome as fragment', () => {
    expect(returnLocation(uk, uk.cultures[0]!, '/blog/', 'newsletter-subscribed')).toBe('/blog/#newsletter-subscribed');
    expect(returnLocation(uk, uk.cultures[0]!, '/blog/news/faster-withdrawals/?x=1', 'newsletter-failed')).toBe(
      '/blog/news/faster-withdrawals/#newsletter-failed',
    );
  });

  it('never leaves the site and falls back to the blog home', () => {
    for (const bad of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '/no-such-page/', 42, null, `/${'a'.repeat(3000)}`]) {
      expect(returnLocation(uk, uk.cultures[0]!, bad, 'newsletter-failed'), String(bad)).toBe('/blog/#newsletter-failed');
    }
    expect(returnLocation(es, es.cultures[0]!, '//evil.example/', 'newsletter-failed')).toBe('/blog/#newsletter-failed');
  });
});
