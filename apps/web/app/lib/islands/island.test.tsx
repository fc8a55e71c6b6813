import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Island, IslandScopeContext, loadIslandComponents, type IslandScope } from './island.tsx';
import { islandPageJson, pickMessages, type IslandPage } from './island-page.ts';

const PAGE: IslandPage = {
  site: { localCode: 'MCUK', name: 'Mondo Casino UK', origin: 'https://mcuk.example', isDefault: false, platformUrl: 'https://play.example/', socialLinks: {} as IslandPage['site']['socialLinks'], cultures: [] },
  culture: { code: 'en-GB', route: '', locale: 'en-GB', lang: 'en', name: 'English', defaultCountry: 'GB', localCode: 'MCUK', currency: 'GBP', timeZone: 'Europe/London', hreflang: 'en-GB' },
  messages: { errors: { renderError: 'Something went wrong.' } } as IslandPage['messages'],
  pathname: '/',
  now: Date.UTC(2026, 10, 25),
  version: 'test',
  emulation: false,
  development: false,
  services: { geo: 'https://geo.test/', currency: 'https://fx.test/', userContext: 'https://uc.test/', maintenance: 'https://mt.test/' },
};

const Outer = createContext('default');
function Reader() {
  return <b>{useContext(Outer)}</b>;
}

describe('islands on the server', () => {
  beforeAll(loadIslandComponents);

  it('renders each island as a root of its own, in its element with name, id and props, and leaves the page around it intact', () => {
    const scope: IslandScope = { page: PAGE, next: 0 };
    const html = renderToString(
      <Outer.Provider value="outer value">
        <IslandScopeContext.Provider value={scope}>
          <Reader />
          <Island name="test-render-error" props={{}} />
          <Reader />
          <Island name="test-render-error" props={{}} />
          <Reader />
        </IslandScopeContext.Provider>
      </Outer.Provider>,
    );
    // The nested renders restore the outer render's context: every reader still sees it.
    expect(html.match(/<b>outer value<\/b>/g)).toHaveLength(3);
    const islands = [...html.matchAll(/<mc-island data-island="test-render-error" data-id="(i\d+-)" data-props="\{\}">(.*?)<\/mc-island>/g)];
    expect(islands.map((found) => found[1])).toEqual(['i0-', 'i1-']);
    for (const found of islands) expect(found[2]).toContain('Rendered on the server.');
  });

  it('refuses an island outside the document scope rather than rendering something no browser can hydrate', () => {
    expect(() => renderToString(<Island name="test-render-error" props={{}} />)).toThrow(/outside the document's island scope/);
  });
});

describe('island page', () => {
  it('sends only the scopes islands use, in the catalogue shape', () => {
    const messages = { frame: { a: 'A' }, blog: { newsletter: { title: 'T' }, other: 'x' }, seo: { title: 'no' } };
    expect(pickMessages(messages, ['frame', 'blog.newsletter', 'missing', 'blog.absent'])).toEqual({ frame: { a: 'A' }, blog: { newsletter: { title: 'T' } } });
  });

  it('embeds as JSON that cannot end its script element or open a comment, and reads back the same', () => {
    const hostile = { ...PAGE, pathname: '/</script><script>alert(1)</script><!--\u2028' };
    const json = islandPageJson(hostile);
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
