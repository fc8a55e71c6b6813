import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './html/content-security-policy.ts';
import { loadConfig } from './load-config.ts';
import { cspSources, siteCspSources } from './security-headers.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

function policies(env: Record<string, string>) {
  const config = loadConfig({ REFERENCE_API_ORIGIN: 'http://127.0.0.1:4100', ...env });
  const shared = cspSources(config);
  return Object.fromEntries(config.sites.map((site) => [site.localCode, contentSecurityPolicy(["'sha256-x'"], siteCspSources(shared, site))]));
}

describe("a site's CSP and its tags", () => {
  it("adds exactly the site's tags' beacon origins to connect-src and img-src, and their frames to frame-src", () => {
    const byCode = policies({});
    const uk = byCode.MCUK!;
    for (const origin of [
      'https://www.google-analytics.com',
      'https://www.facebook.com',
      'https://monitor.clickcease.com',
      'https://analytics.twitter.com',
      'https://*.hotjar.com',
      'wss://*.hotjar.com',
      'https://insight.adsrvr.org',
      'https://*.clarity.ms',
    ]) {
      expect(directive(uk, 'connect-src')).toContain(origin);
      expect(directive(uk, 'img-src')).toContain(origin);
    }
    expect(directive(uk, 'frame-src')).toEqual(["'self'", 'https://insight.adsrvr.org']);
    // Germany configures neither click-fraud protection nor the microblog tag: their hosts stay out.
    const de = byCode.MCDE!;
    for (const origin of ['https://monitor.clickcease.com', 'https://analytics.twitter.com', 'https://t.co']) {
      expect(directive(de, 'connect-src')).not.toContain(origin);
      expect(directive(de, 'img-src')).not.toContain(origin);
    }
    // The tags are created by the app's code ('strict-dynamic'): no vendor host in script-src.
    for (const policy of Object.values(byCode)) expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-x'", "'strict-dynamic'"]);
  });

  it('lists only the fakes, one origin per tag, when SITE_TAGS_ORIGIN points the tags at them', () => {
    const byCode = policies({ SITE_TAGS_ORIGIN: 'http://{vendor}.tags.localhost:4100' });
    const tagOrigins = (policy: string, name: string) => directive(policy, name).filter((source) => source.includes('tags.localhost'));
    expect(tagOrigins(byCode.MCUK!, 'connect-src')).toEqual(
      ['analytics', 'social-pixel', 'click-fraud', 'microblog', 'heat-map', 'ad-platform', 'session-recording'].map(
        (slug) => `http://${slug}.tags.localhost:4100`,
      ),
    );
    expect(tagOrigins(byCode.MCDE!, 'img-src')).toEqual(
      ['analytics', 'social-pixel', 'heat-map', 'ad-platform', 'session-recording'].map((slug) => `http://${slug}.tags.localhost:4100`),
    );
    expect(directive(byCode.MCSE!, 'frame-src')).toEqual(["'self'", 'http://ad-platform.tags.localhost:4100']);
    for (const policy of Object.values(byCode)) expect(policy).not.toMatch(/google|facebook|hotjar|clarity|adsrvr|twitter|clickcease/);
  });
});
