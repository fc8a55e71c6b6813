import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { IslandPage } from '../../app/lib/islands/island-page.ts';
import { IslandScripts } from '../../app/lib/islands/island-scripts.tsx';
import { contentSecurityPolicy, type CspSources } from './content-security-policy.ts';
import { documentResponse, renderedBytes } from '../../app/lib/rendered-document.ts';
import { finishDocument } from './finish-document.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SOURCES: CspSources = { connect: ['http://api.example'], images: ['http://img.example'], frames: [], reportPath: '/__csp-report' };
const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src'))!;

/** The end of the body as the app renders it: the islands' data block and starter. */
function islandScripts(): string {
  return renderToStaticMarkup(
    createElement(IslandScripts, { page: { pathname: '/' } as IslandPage, entry: { module: '/assets/entry.client-test.js', hmrRuntime: null } }),
  );
}

describe('content security policy', () => {
  it("allows the app's own inline scripts by hash, and not a script that content slipped into the page", async () => {
    const appScripts = islandScripts();
    const starters = [...appScripts.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((found) => found[1]!);
    expect(starters).toHaveLength(1);
    const injected = 'alert(1)';
    const html = `<!DOCTYPE html><html><head></head><body><main><p>Offer</p><script>${injected}</script></main>${appScripts}</body></html>`;
    // As a plain Response, and as entry.server.tsx hands a rendered document on (bytes beside, no body).
    for (const made of [
      new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      documentResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    ]) {
      const response = await finishDocument(made, SOURCES);
      const policy = scriptSrc(response.headers.get('Content-Security-Policy')!);
      for (const starter of starters) expect(policy).toContain(sha(starter));
      expect(policy).not.toContain(sha(injected));
      expect(response.headers.get('Content-Length')).toBe(String(Buffer.byteLength(html)));
      expect(Buffer.from(renderedBytes(response)!).toString('utf8')).toBe(html);
    }
  });

  it('never allows inline scripts by anything but their hashes', () => {
    const policy = contentSecurityPolicy([sha('a')], SOURCES);
    expect(scriptSrc(policy)).toBe(`script-src 'self' ${sha('a')} 'strict-dynamic'`);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", 'report-uri /__csp-report']) expect(policy).toContain(directive);
  });
});
