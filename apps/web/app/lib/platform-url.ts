/** The play platform's address of a game (a separate site per brand: spec/shell.md section 1). */
export function platformGameUrl(platformUrl: string, slug: string, mode?: 'demo'): string {
  const url = new URL(`games/${encodeURIComponent(slug)}/`, platformUrl);
  if (mode) url.searchParams.set('mode', mode);
  return url.toString();
}
