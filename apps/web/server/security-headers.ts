/** Headers every response carries. The Content-Security-Policy is added per page (issue 8). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  headers.delete('X-Powered-By');
  headers.delete('Server');
}
