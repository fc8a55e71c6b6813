import fc from 'fast-check';
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CachedFragment, FragmentCache, FragmentCacheProvider } from './fragment-cache.tsx';

let renders = 0;
function Menu({ items, active }: { items: readonly string[]; active: string | null }) {
  renders++;
  return (
    <ul>
      {items.map((item) => (
        <li key={item} aria-current={item === active ? 'page' : undefined}>
          {item} &amp; <b>{item.length}</b>
        </li>
      ))}
    </ul>
  );
}

function Labelled() {
  const id = useId();
  return <p id={id}>after</p>;
}

function Page({ items, active, other }: { items: readonly string[]; active: string | null; other: string }) {
  return (
    <div>
      <h1>{other}</h1>
      <CachedFragment name="menu" deps={[items, active]}>
        <Menu items={items} active={active} />
      </CachedFragment>
      <Labelled />
    </div>
  );
}

/** A document as entry.server.tsx renders it: with a cache, or without (what the page is without one). */
function render(element: ReactNode, cache: FragmentCache | null): string {
  const fragments = cache?.begin() ?? null;
  const html = renderToString(<FragmentCacheProvider render={fragments}>{element}</FragmentCacheProvider>);
  return fragments ? fragments.finish(html) : html;
}

describe('cached fragments', () => {
  it('renders a fragment once per value of its inputs, each document the same bytes as without the cache', () => {
    const cache = new FragmentCache();
    renders = 0;
    const first = render(<Page items={['Slots', 'Live']} active="Live" other="one" />, cache);
    const second = render(<Page items={['Slots', 'Live']} active="Live" other="two" />, cache);
    expect(renders).toBe(1);
    expect(first).toBe(render(<Page items={['Slots', 'Live']} active="Live" other="one" />, null));
    expect(second).toBe(render(<Page items={['Slots', 'Live']} active="Live" other="two" />, null));
    expect(second).toContain('<h1>two</h1>');
    render(<Page items={['Slots', 'Live']} active={null} other="three" />, cache);
    expect(renders).toBe(4); // the first, the two renders without the cache, and the new input
    expect(cache.size).toBe(2);
  });

  it('leaves no marker in the page, and keeps the ids useId gives outside the fragment', () => {
    const cache = new FragmentCache();
    const plain = render(<Page items={['A']} active={null} other="x" />, null);
    for (let i = 0; i < 2; i++) {
      const html = render(<Page items={['A']} active={null} other="x" />, cache);
      expect(html).not.toMatch(/<mc-[0-9a-f]{16}-/);
      expect(html).toBe(plain);
    }
  });

  it('holds for any menu and any order of documents (fast-check)', () => {
    const item = fc.string({ minLength: 1, maxLength: 12 });
    const doc = fc.record({ items: fc.uniqueArray(item, { maxLength: 4 }), active: fc.option(item, { nil: null }), other: fc.string() });
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 8 }), (docs) => {
        const cache = new FragmentCache(3);
        for (const props of docs) expect(render(<Page {...props} />, cache)).toBe(render(<Page {...props} />, null));
        expect(cache.size).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('cannot be forged by page content: markers have a name no page knows', () => {
    const cache = new FragmentCache();
    render(<Page items={['A']} active={null} other="x" />, cache);
    const forged = '<mc-0000000000000000-kept data-i="0"></mc-0000000000000000-kept>';
    const html = render(
      <div>
        <CachedFragment name="menu" deps={[['A'], null]}>
          <Menu items={['A']} active={null} />
        </CachedFragment>
        <div dangerouslySetInnerHTML={{ __html: forged }} />
      </div>,
      cache,
    );
    expect(html).toContain(forged);
    expect(html.match(/<ul>/g)).toHaveLength(1);
  });

  it('drops the least recently used fragment beyond its size', () => {
    const cache = new FragmentCache(2);
    renders = 0;
    for (const active of ['a', 'b', 'a', 'c', 'a', 'b']) render(<Page items={['a', 'b', 'c']} active={active} other="" />, cache);
    // a, b, (a kept), c drops b, (a kept), b again
    expect(renders).toBe(4);
  });

  it('is its children without a cache (the browser, development), and refuses a fragment inside another', () => {
    expect(
      render(
        <CachedFragment name="x" deps={[]}>
          {<i>plain</i>}
        </CachedFragment>,
        null,
      ),
    ).toBe('<i>plain</i>');
    expect(() =>
      render(
        <CachedFragment name="outer" deps={[]}>
          <CachedFragment name="inner" deps={[]}>
            <i />
          </CachedFragment>
        </CachedFragment>,
        new FragmentCache(),
      ),
    ).toThrow(/fragment inner inside another/);
  });
});
