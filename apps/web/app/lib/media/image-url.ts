/**
 * Absolute URL of a content image: `/img/…` paths take the CDN prefix when one is configured
 * (spec/catalogue.md section 9), other root-relative paths resolve against the API host, and
 * only http(s) URLs are ever returned.
 */
export function imageUrl(path: string | null | undefined, base: { imageCdn: string | null; apiHost: string }): string | null {
  if (!path) return null;
  if (path.startsWith('/img/') && base.imageCdn) return `${base.imageCdn.replace(/\/+$/, '')}${path}`;
  try {
    const url = new URL(path, base.apiHost);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
