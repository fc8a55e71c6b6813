/**
 * Test fixture (`__test/island-error/`, in a test build only): renders on the server, then
 * fails as the browser hydrates it, like a client-side bug would.
 */
export function TestRenderErrorIsland() {
  if (typeof document !== 'undefined') throw new Error('test: an island failed in the browser');
  return <p data-testid="island-error-fixture">Rendered on the server.</p>;
}
