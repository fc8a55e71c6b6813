/**
 * Test fixture (`__test/island-error/`, only with TEST_ROUTES=1): renders on the server, then
 * fails as the browser hydrates it, like a client-side bug would.
 */
export function TestRenderErrorIsland() {
  if (typeof document !== 'undefined') throw new Error('test: an island failed in the browser');
  return <p data-testid="island-error-fixture">Rendered on the server.</p>;
}
