// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { AppIntlProvider } from '../../lib/i18n/intl-provider.tsx';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import BannerCarousel from './banner-carousel.tsx';
import { attachCarousel, startCarousels } from './carousel.ts';
import type { ActiveSlide } from './select-slides.ts';

/** Embla as far as the carousel uses it: a looped row of snaps that announces each selection. */
const embla = vi.hoisted(() => {
  const state = { created: 0, destroyed: 0, selected: 0, count: 0, autoplay: { play: 0, stop: 0 } };
  const listeners = new Map<string, Array<() => void>>();
  const select = (index: number) => {
    state.selected = (index + state.count) % state.count;
    for (const listener of listeners.get('select') ?? []) listener();
  };
  const api = {
    selectedScrollSnap: () => state.selected,
    scrollNext: () => select(state.selected + 1),
    scrollPrev: () => select(state.selected - 1),
    scrollTo: (index: number) => select(index),
    on(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return api;
    },
    destroy: () => void state.destroyed++,
  };
  const reset = (count: number) => {
    Object.assign(state, { created: 0, destroyed: 0, selected: 0, count, autoplay: { play: 0, stop: 0 } });
    listeners.clear();
  };
  return { state, api, reset };
});
vi.mock('embla-carousel', () => ({
  default: () => {
    embla.state.created++;
    return embla.api;
  },
}));
vi.mock('embla-carousel-autoplay', () => ({
  default: () => ({ play: () => void embla.state.autoplay.play++, stop: () => void embla.state.autoplay.stop++ }),
}));

const SLIDES: ActiveSlide[] = ['welcome', 'cashback', 'tournament'].map((section) => ({
  section,
  terms: 'Terms apply',
  cta: 'Play',
  ctaLink: '#account/register',
  offer: null,
  alt: section,
}));
const IMAGES = { desktopBg: '/d-bg.webp', desktopFg: '/d-fg.webp', mobileBg: '/m-bg.webp', mobileFg: '/m-fg.webp', mobileFgHeight: 145 };

function render(intervalMs: number): string {
  return renderToStaticMarkup(
    <AppIntlProvider culture={{ hreflang: 'en-GB', timeZone: 'Europe/London' }} messages={loadMessages('en-GB', ['banners'])}>
      <BannerCarousel slides={SLIDES} images={() => IMAGES} culture={{ code: 'en-GB', route: '' }} intervalMs={intervalMs} autoSlideMobile={false} />
    </AppIntlProvider>,
  );
}

/** The viewport the test pretends: desktop or phone, with or without reduced motion. */
function media({ desktop, reducedMotion = false }: { desktop: boolean; reducedMotion?: boolean }) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query.includes('reduce') ? reducedMotion : desktop, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

const root = () => document.querySelector<HTMLElement>(hookSelector(DOM_HOOKS.carousel))!;
const control = (hook: (typeof DOM_HOOKS)[keyof typeof DOM_HOOKS]) => root().querySelector<HTMLElement>(hookSelector(hook))!;
const dots = () => [...root().querySelectorAll(hookSelector(DOM_HOOKS.carouselDot))];
const currentDot = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const arrived = () => vi.waitFor(() => expect(root().hasAttribute(DOM_HOOKS.ready)).toBe(true));
const detaches: Array<() => void> = [];
function attach(): void {
  detaches.push(attachCarousel(root(), { intervalMs: Number(root().getAttribute(DOM_HOOKS.interval)), autoSlideMobile: false, revealArt: true }));
}
function swipe(fromX: number, toX: number): void {
  const viewport = control(DOM_HOOKS.carouselViewport);
  viewport.dispatchEvent(new PointerEvent('pointerdown', { clientX: fromX, bubbles: true }));
  viewport.dispatchEvent(new PointerEvent('pointerup', { clientX: toX, bubbles: true }));
}

beforeEach(() => {
  embla.reset(SLIDES.length);
});

afterEach(() => {
  for (const detach of detaches.splice(0)) detach();
  vi.restoreAllMocks();
});

describe('banner carousel', () => {
  it('loads nothing until the slider has to move, then carries out the command given meanwhile', async () => {
    media({ desktop: false });
    document.body.innerHTML = render(3000);
    attach();
    expect(embla.state.created).toBe(0);
    expect(root().getAttribute(DOM_HOOKS.selected)).toBe('0');
    expect(root().querySelectorAll(hookSelector(DOM_HOOKS.slideArt))).toHaveLength(2);
    control(DOM_HOOKS.carouselNext).click();
    // The later slides' art is in the page at once, while Embla is on its way.
    expect(root().querySelectorAll(hookSelector(DOM_HOOKS.slideArt))).toHaveLength(0);
    expect(root().querySelectorAll('picture img[src="/m-bg.webp"]')).toHaveLength(3);
    await arrived();
    expect(embla.state.created).toBe(1);
    expect(root().getAttribute(DOM_HOOKS.selected)).toBe('1');
    expect(currentDot()).toBe(1);
  });

  it('moves with arrows and dots once loaded, wrapping round', async () => {
    media({ desktop: false });
    document.body.innerHTML = render(3000);
    attach();
    control(DOM_HOOKS.carouselPrev).click();
    await arrived();
    expect(root().getAttribute(DOM_HOOKS.selected)).toBe('2');
    (dots()[0] as HTMLElement).click();
    expect(root().getAttribute(DOM_HOOKS.selected)).toBe('0');
    expect(currentDot()).toBe(0);
  });

  it('plays on desktop with a pause button that says what it does, and never with reduced motion', async () => {
    media({ desktop: true });
    document.body.innerHTML = render(3000);
    attach();
    const pause = control(DOM_HOOKS.carouselPause);
    expect(root().getAttribute(DOM_HOOKS.autoplay)).toBe('true');
    expect(pause.getAttribute('aria-label')).toBe(pause.getAttribute(DOM_HOOKS.labelPause));
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    pause.click();
    expect(root().hasAttribute(DOM_HOOKS.autoplay)).toBe(false);
    expect(pause.getAttribute('aria-label')).toBe(pause.getAttribute(DOM_HOOKS.labelPlay));
    expect(pause.getAttribute('aria-pressed')).toBe('true');

    for (const detach of detaches.splice(0)) detach();
    vi.restoreAllMocks();
    media({ desktop: true, reducedMotion: true });
    document.body.innerHTML = render(3000);
    attach();
    expect(root().hasAttribute(DOM_HOOKS.autoplay)).toBe(false);
  });

  it('takes its first autoplay turn after the interval, loading Embla for it', async () => {
    media({ desktop: true });
    document.body.innerHTML = render(40);
    attach();
    expect(embla.state.created).toBe(0);
    await arrived();
    expect(root().getAttribute(DOM_HOOKS.selected)).toBe('1');
    expect(embla.state.autoplay.play).toBeGreaterThan(0);
  });

  it('turns a swipe of 50 px or more into a slide change, and ignores a shorter one', async () => {
    media({ desktop: false });
    document.body.innerHTML = render(3000);
    attach();
    swipe(300, 270);
    await arrived();
    expect(root().getAttribute(DOM_HOOKS.selected)).toBe('0');
    swipe(300, 240);
    await vi.waitFor(() => expect(root().getAttribute(DOM_HOOKS.selected)).toBe('1'));
  });

  it('lets go on detach', async () => {
    media({ desktop: false });
    document.body.innerHTML = render(3000);
    attach();
    control(DOM_HOOKS.carouselNext).click();
    await arrived();
    detaches.pop()!();
    expect(embla.state.destroyed).toBe(1);
    expect(root().hasAttribute(DOM_HOOKS.ready)).toBe(false);
    control(DOM_HOOKS.carouselNext).click();
    expect(root().getAttribute(DOM_HOOKS.selected)).toBe('1');
  });

  it('starts on the static page, leaving a carousel an island is about to render to the island', async () => {
    media({ desktop: false });
    const markup = render(3000);
    document.body.innerHTML = `<div id="static">${markup}</div><mc-island data-hydrating="">${markup}</mc-island>`;
    startCarousels();
    const [page, island] = [...document.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.carousel))] as [HTMLElement, HTMLElement];
    island.querySelector<HTMLElement>(hookSelector(DOM_HOOKS.carouselNext))!.click();
    page.querySelector<HTMLElement>(hookSelector(DOM_HOOKS.carouselNext))!.click();
    await vi.waitFor(() => expect(page.hasAttribute(DOM_HOOKS.ready)).toBe(true));
    expect(island.hasAttribute(DOM_HOOKS.ready)).toBe(false);
    expect(embla.state.created).toBe(1);
  });
});
