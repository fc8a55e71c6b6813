import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslations } from 'use-intl';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IslandDocument, IslandServerContext, type IslandServer } from './island-document.tsx';
import { pickMessages } from './island-messages.ts';
import { ISLAND_PAGE_ELEMENT_ID, islandPageJson, type IslandPage } from './island-page.ts';
import { TEST_PAGE as PAGE } from './island-test-page.ts';
import { Island, IslandScopeContext, loadIslands, type IslandScope } from './island.tsx';

const Outer = createContext('default');
function Reader() {
  return <b>{useContext(Outer)}</b>;
}
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

let counted = 0;
function Counted({ n }: { n: number }) {
  counted++;
  return <p>counted {n}</p>;
}
function Plain() {
  return <p>Rendered on the server.</p>;
}
/** Shows the messages it can translate: its own scope, and one it did not declare. */
function Translated() {
  const t = useTranslations();
  return <p>{`[${t('blog.newsletter.title')}][${t('search.title')}]`}</p>;
}

/** `<Island>` for this test's own registry (the app's registry types the real one). */
const TestIsland = Island as unknown as ComponentType<{ name: string; props: object }>;

let server: IslandServer;
beforeAll(async () => {
  server = {
    islands: await loadIslands({
      plain: { load: async () => Plain, messages: [] },
      translated: { load: async () => Translated, messages: ['blog.newsletter'] },
      absent: { load: async () => Plain, messages: ['seo'] },
      pure: { load: async () => Counted, messages: [], pureServerHtml: true },
    }),
    clientRootMessages: ['search'],
    clientEntry: { module: '/assets/entry.client-test.js', hmrRuntime: null },
  };
});
afterEach(() => vi.restoreAllMocks());

function renderDocument(body: React.ReactNode, with_: Partial<IslandServer> = {}): string {
  return renderToString(
    <IslandServerContext.Provider value={{ ...server, ...with_ }}>
      <IslandDocument page={PAGE}>{body}</IslandDocument>
    </IslandServerContext.Provider>,
  );
}

/** The page data block of a rendered document, as the browser reads it. */
function pageData(html: string): IslandPage {
  const json = new RegExp(`<script type="application/json" id="${ISLAND_PAGE_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!;
  return JSON.parse(json) as IslandPage;
}

describe('islands on the server: the nested-render invariant', () => {
  it('renders each island as a root of its own, in its element with name, id and props, and leaves the page around it intact', () => {
    const html = renderDocument(
      <Outer.Provider value="outer value">
        <Reader />
        <TestIsland name="plain" props={{}} />
        <Reader />
        <TestIsland name="plain" props={{ n: 1 }} />
        <Reader />
      </Outer.Provider>,
    );
    // The nested renders restore the outer render's context: every reader still sees it.
    expect(html.match(/<b>outer value<\/b>/g)).toHaveLength(3);
    const islands = [...html.matchAll(/<mc-island data-island="plain" data-id="(i\d+-)" data-props="([^"]*)">(.*?)<\/mc-island>/g)];
    expect(islands.map((found) => [found[1], found[2]])).toEqual([
      ['i0-', '{}'],
      ['i1-', '{&quot;n&quot;:1}'],
    ]);
    for (const found of islands) expect(found[3]).toContain('Rendered on the server.');
  });

  it('refuses an island outside a document, one the registry lacks, and one after the page data', () => {
    expect(() => renderToString(<TestIsland name="plain" props={{}} />)).toThrow(/outside the document's island scope/);
    expect(() => renderDocument(<TestIsland name="missing" props={{}} />)).toThrow(/not in the registry/);
    const written: IslandScope = { page: PAGE, islands: server.islands, next: 0, scopes: new Set(), written: true };
    expect(() =>
      renderToString(
        <IslandScopeContext.Provider value={written}>
          <TestIsland name="plain" props={{}} />
        </IslandScopeContext.Provider>,
      ),
    ).toThrow(/after the page's data block/);
  });
});

describe('islands whose server HTML is pure', () => {
  it('are rendered once per id, culture, hour and props, and give the same HTML as a render would', () => {
    counted = 0;
    const doc = (props: { n: number }, page = PAGE) =>
      renderToString(
        <IslandServerContext.Provider value={server}>
          <IslandDocument page={page}>
            <TestIsland name="plain" props={{}} />
            <TestIsland name="pure" props={props} />
          </IslandDocument>
        </IslandServerContext.Provider>,
      );
    const first = doc({ n: 1 });
    expect(doc({ n: 1 })).toBe(first);
    expect(counted).toBe(1);
    expect(first).toMatch(/data-id="i1-" data-props="\{&quot;n&quot;:1\}"><p>counted <!-- -->1<\/p>/);
    doc({ n: 2 });
    doc({ n: 1 }, { ...PAGE, now: PAGE.now + 3_600_000 });
    expect(counted).toBe(3);
    // Development renders every time.
    doc({ n: 1 }, { ...PAGE, development: true });
    expect(counted).toBe(4);
  });
});

describe('message scopes', () => {
  it('renders an island with exactly the scopes its entry declares (and its root’s error text)', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderDocument(<TestIsland name="translated" props={{}} />);
    expect(html).toContain('[Newsletter][]');
    expect(reported).toHaveBeenCalledWith(expect.stringMatching(/^\[i18n\] .*search\.title/));
  });

  it("sends the browser the scopes of the page's islands, the browser-only roots' and the island root's, nothing else", () => {
    const page = pageData(renderDocument(<TestIsland name="translated" props={{}} />));
    expect(page.messages).toEqual({
      errors: { renderError: 'Something went wrong.' },
      blog: { newsletter: { title: 'Newsletter' } },
      search: { title: 'Search' },
    });
    // No island, no island scopes: `absent` is in the registry but not on this page.
    expect(pageData(renderDocument(<TestIsland name="plain" props={{}} />)).messages).toEqual({
      errors: { renderError: 'Something went wrong.' },
      search: { title: 'Search' },
    });
  });

  it('picks scopes in the catalogue shape', () => {
    const messages = { frame: { a: 'A' }, blog: { newsletter: { title: 'T' }, other: 'x' }, seo: { title: 'no' } };
    expect(pickMessages(messages, ['frame', 'blog.newsletter', 'missing', 'blog.absent'])).toEqual({ frame: { a: 'A' }, blog: { newsletter: { title: 'T' } } });
  });
});

describe('the page data and the starter', () => {
  it("end the body: the starter loads the server build's client entry, behind Vite's HMR runtime in development", () => {
    const html = renderDocument(<main />);
    expect(html).toMatch(/<main><\/main><script type="application\/json" id="mc-island-page">.*<\/script><script>requestAnimationFrame\(.*<\/script>$/);
    expect(html).toContain(String.raw`import(\"/assets/entry.client-test.js\");`);
    expect(html).not.toContain('@vite');
    const dev = renderDocument(<main />, {
      clientEntry: { module: '/app/entry.client.tsx', hmrRuntime: '/@id/__x00__virtual:react-router/inject-hmr-runtime' },
    });
    expect(dev).toContain(String.raw`import \"/@id/__x00__virtual:react-router/inject-hmr-runtime\";import(\"/app/entry.client.tsx\");`);
  });

  it('embeds as JSON that cannot end its script element or open a comment, and reads back the same', () => {
    const hostile = { ...PAGE, pathname: '/</script><script>alert(1)</script><!--\u2028' };
    const json = islandPageJson(hostile);
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('is JSON.stringify’s text, escaped, for any data, frozen (serialised once) or not (fast-check)', () => {
    const data = fc.anything({
      withBoxedValues: false,
      withMap: false,
      withSet: false,
      withBigInt: false,
      withTypedArray: false,
      withNullPrototype: false,
      withSparseArray: true,
      withDate: true,
    });
    fc.assert(
      fc.property(data, data, fc.boolean(), (kept, fresh, freeze) => {
        const shared = freeze ? deepFreeze(structuredClone({ kept })) : { kept };
        const page = { ...PAGE, messages: { area: shared, other: fresh } } as unknown as IslandPage;
        const expected = JSON.stringify(page).replace(/[<\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
        expect(islandPageJson(page)).toBe(expected);
        expect(islandPageJson(page)).toBe(expected);
      }),
    );
  });

  it('keeps the text of an object frozen all the way down only: a frozen object with a changing child is serialised again', () => {
    const child = { label: 'before' };
    const shallow = Object.freeze({ child });
    const deep = deepFreeze({ child: { label: 'fixed' } });
    const page = { ...PAGE, messages: { shallow, deep } } as unknown as IslandPage;
    expect(islandPageJson(page)).toContain('"before"');
    child.label = 'after';
    expect(islandPageJson(page)).toContain('"after"');
    expect(islandPageJson(page)).not.toContain('"before"');
  });

  it('does so for any text in the page (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const page = { ...PAGE, pathname: text, pageCode: `${text}</SCRIPT\u2029` };
        const json = islandPageJson(page);
        expect(json).not.toMatch(/[<\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(page);
      }),
    );
  });
});
