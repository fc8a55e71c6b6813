/** A host's name without port or trailing dot, lower case; null when it is not one. */
function hostName(authority: string): string | null {
  try {
    return new URL(`http://${authority}/`).hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

/**
 * Whether a browser's POST comes from a page of the site it is sent to: its Origin names the
 * host the request was sent to (a cross-site form or script names another, or the opaque
 * 'null'); clients that send no Origin pass, as they are no browser acting for a visitor. Host
 * names are compared without port: a caching front forwards the host without the visitor's port.
 */
export function isSameOriginPost(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const host = hostName(request.headers.get('host') ?? '');
  let from: string | null = null;
  try {
    from = new URL(origin).hostname.replace(/\.$/, '');
  } catch {
    return false;
  }
  return host !== null && from !== '' && from === host;
}
