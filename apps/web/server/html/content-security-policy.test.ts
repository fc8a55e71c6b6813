import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  it('hashes every inline script, not external scripts or JSON-LD', () => {
    const html = `<head><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script></head><body><script>one()</script><script id="_R_">two()</script><script>one()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()')]);
  });

  it('never allows inline scripts by anything but their hashes', () => {
    const policy = contentSecurityPolicy([sha('a')], { connect: ['http://api.example'], images: ['http://img.example'], reportPath: '/__csp-report' });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).toContain(sha('a'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", 'report-uri /__csp-report']) expect(policy).toContain(directive);
  });
});
