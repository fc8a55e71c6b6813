// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOM_HOOKS } from '../lib/dom-hooks.ts';
import { LazyImage } from './lazy-image.tsx';

/** An IntersectionObserver the test moves by hand: `show` brings an element into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  show(element: Element, isIntersecting = true) {
    if (this.watched.has(element)) this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const MARKUP = renderToStaticMarkup(
  <>
    <LazyImage src="https://cdn.example/a.webp" alt="A" width={400} height={300} />
    <LazyImage src="https://cdn.example/b.webp" alt="B" width={400} height={300} />
  </>,
);
const images = () => [...document.querySelectorAll('img')];

// The module keeps one observer for the page: a fresh module for every test.
async function load() {
  vi.resetModules();
  return import('./lazy-images.ts');
}

beforeEach(() => {
  FakeObserver.all = [];
  document.body.innerHTML = MARKUP;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazy images', () => {
  it('keep a same-sized placeholder and load each image only as it nears the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { observeLazyImages, LAZY_THRESHOLD } = await load();
    const [a, b] = images() as [HTMLImageElement, HTMLImageElement];
    expect(a.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(a.getAttribute(DOM_HOOKS.lazySrc)).toBe('https://cdn.example/a.webp');
    observeLazyImages();
    const [observer] = FakeObserver.all;
    expect(FakeObserver.all).toHaveLength(1);
    expect(observer!.options).toMatchObject({ threshold: LAZY_THRESHOLD });
    observer!.show(a, false);
    expect(a.getAttribute('src')).toMatch(/^data:/);
    observer!.show(a);
    expect(a.getAttribute('src')).toBe('https://cdn.example/a.webp');
    expect(a.hasAttribute(DOM_HOOKS.lazySrc)).toBe(false);
    expect(observer!.watched.has(a)).toBe(false);
    expect(b.getAttribute('src')).toMatch(/^data:/);
  });

  it('stop watching when asked, and ignore images that are not placeholders', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { observeLazyImage } = await load();
    const [a] = images() as [HTMLImageElement];
    const stop = observeLazyImage(a);
    stop();
    expect(FakeObserver.all[0]!.watched.size).toBe(0);
    const plain = document.createElement('img');
    observeLazyImage(plain);
    expect(FakeObserver.all[0]!.watched.size).toBe(0);
  });

  it('load at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { observeLazyImages } = await load();
    observeLazyImages();
    expect(images().map((image) => image.getAttribute('src'))).toEqual(['https://cdn.example/a.webp', 'https://cdn.example/b.webp']);
  });
});
