import { createHash } from 'node:crypto';

const hashCache = new Map<string, string>();

/** CSP sources (`'sha256-…'`) of the given inline scripts, each hashed once per process. */
export function scriptHashes(sources: Iterable<string>): string[] {
  return [...sources].map((source) => {
    let hash = hashCache.get(source);
    if (!hash) hashCache.set(source, (hash = `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`));
    return hash;
  });
}

export interface CspSources {
  /** Origins the browser fetches data from (site APIs, shared services). */
  connect: readonly string[];
  /** Origins images come from (API hosts, image CDN, the site's tags' pixels). */
  images: readonly string[];
  /** Origins the site's tags open frames on (the page itself frames nothing of its own). */
  frames: readonly string[];
  reportPath: string;
}

/**
 * The page's policy: scripts only by the hashes of the app's own inline scripts, and what
 * those load (`'strict-dynamic'`: the site's tags are created by the app's code, so their hosts
 * need no script-src entry; where they send to does: connect-src, img-src, frame-src); no
 * plugins, no <base>, no framing by others. The hashes
 * travel with the cached response, so the policy stays valid for every visitor the shared
 * cache serves it to.
 */
export function contentSecurityPolicy(allowedScripts: readonly string[], sources: CspSources): string {
  return [
    `default-src 'self'`,
    `script-src 'self' ${[...allowedScripts, `'strict-dynamic'`].join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${sources.images.join(' ')}`.trim(),
    `connect-src 'self' ${sources.connect.join(' ')}`.trim(),
    `frame-src 'self' ${sources.frames.join(' ')}`.trim(),
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
