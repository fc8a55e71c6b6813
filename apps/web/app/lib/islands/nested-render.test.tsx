import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * Canary of docs/patches.md: an island's server HTML is a renderToString inside the document's
 * renderToString (island.tsx). React supports it and restores the outer render's context when the
 * inner one returns; this fails if a React upgrade stops doing so.
 */
const Side = createContext('outer default');

function Inner() {
  return <b>{useContext(Side)}</b>;
}

function NestedIsland() {
  const html = renderToString(
    <Side.Provider value="inner">
      <Inner />
    </Side.Provider>,
    { identifierPrefix: 'i1-' },
  );
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

describe('a renderToString nested in a render (canary)', () => {
  it("keeps each render's context and ids its own", () => {
    const html = renderToString(
      <Side.Provider value="outer">
        <Inner />
        <NestedIsland />
        <Inner />
      </Side.Provider>,
    );
    expect(html).toBe('<b>outer</b><span><b>inner</b></span><b>outer</b>');
  });
});
