import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { httpGet } from '../http-get.ts';

const port = inject('webPort');
const host = (code: string) => `${code}.localhost:${port}`;
/** Inline scripts the browser runs: JSON data blocks (JSON-LD, the islands' page data) are not scripts. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!)).map((m) => m[2]!);

describe('security headers', () => {
  it.each([
    ['mcuk', '/'],
    ['mces', '/casino-en-vivo/'],
    ['mcuk', '/online-slots/pharaohs-nights/'],
    ['mcuk', '/blog/'],
    ['mcdk', '/findes-ikke/'],
    ['mc', '/en-CA/help/'],
  ])('%s %s: every inline script is covered by the response policy', async (code, path) => {
    const res = await httpGet(port, host(code), path, { 'accept-encoding': 'identity' });
    const policy = String(res.headers['content-security-policy']);
    const scripts = inlineScripts(res.body);
    // The islands' starter at least; the page's data travels as a JSON data block, never as code.
    expect(scripts.length).toBeGreaterThan(0);
    expect(res.body).toMatch(/<script type="application\/json" id="mc-island-page">\{/);
    for (const script of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain("'strict-dynamic'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", 'report-uri /__csp-report']) expect(policy).toContain(directive);
  });

  it("sends the strict headers on pages, 404s (a React Router data path), the islands' data and static files, and no server or framework banner", async () => {
    const page = await httpGet(port, host('mcuk'), '/');
    const asset = /(\/assets\/entry\.client-[^"\\]+\.js)/.exec(page.body)![1]!;
    for (const path of ['/', '/help/_.data', '/__search/en-GB', asset, '/static/icons/favicon-32.png', '/sitemap.xml']) {
      const res = await httpGet(port, host('mcuk'), path);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], path).toContain('camera=()');
      expect(res.headers['x-powered-by'], path).toBeUndefined();
      expect(res.headers.server, path).toBeUndefined();
    }
  });

  it('keeps the same policy for a page served twice (what a shared cache replays)', async () => {
    const first = await httpGet(port, host('mcse'), '/help/', { 'accept-encoding': 'identity' });
    const second = await httpGet(port, host('mcse'), '/help/', { 'accept-encoding': 'identity' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });
});
