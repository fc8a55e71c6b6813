import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** SHA-256 sources of every inline script the page runs (JSON-LD data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const found of html.matchAll(INLINE_SCRIPT)) {
    const attributes = found[1] ?? '';
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(found[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface CspSources {
  /** Origins the browser fetches data from (site APIs, shared services). */
  connect: readonly string[];
  /** Origins images come from (API hosts, image CDN). */
  images: readonly string[];
  reportPath: string;
}

/**
 * The page's policy: scripts only by the hashes of this response's own inline scripts, and
 * what those load (`'strict-dynamic'`); no plugins, no <base>, no framing by others. The
 * hashes travel with the cached response, so the policy stays valid for every visitor the
 * shared cache serves it to.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], sources: CspSources): string {
  return [
    `default-src 'self'`,
    `script-src 'self' ${scriptHashes.join(' ')} 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${sources.images.join(' ')}`.trim(),
    `connect-src 'self' ${sources.connect.join(' ')}`.trim(),
    `font-src 'self'`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
    `report-uri ${sources.reportPath}`,
    `report-to csp`,
  ].join('; ');
}
