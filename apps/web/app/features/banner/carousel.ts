import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { BANNER, DESKTOP_MEDIA } from './banner-constants.ts';
import styles from './main-banner.module.css';
import { artElements, type ArtLayer } from './slide-art.ts';

/**
 * Embla's scroll duration (a physics factor, not ms): at 20 a full-width slide is 90 % of the
 * way in about 300 ms, within half a pixel in about 650 ms, without overshooting (15 and below
 * bounce past the slide).
 */
const EMBLA_DURATION = 20;

/**
 * Embla animates until the track is within 0.001 px of the slide: a turn at 1280 px drew 57
 * frames over 1.17 s, the last 16 within half a pixel of it (measured on 2026-11-28; 41-42 now).
 * Each frame is a style, paint and compositor pass, which an idle home page pays for on every
 * turn; within half a pixel, at a crawl, the track is put on the slide and the animation ends.
 */
const SETTLE_PX = 0.5;

/** Ends a turn that is only creeping the last fraction of a pixel (never during a drag). */
function finishSubpixelTail(api: EmblaCarouselType): void {
  const engine = api.internalEngine();
  if (engine.dragHandler.pointerDown()) return;
  if (Math.abs(engine.target.get() - engine.location.get()) >= SETTLE_PX || Math.abs(engine.scrollBody.velocity()) >= SETTLE_PX) return;
  // After the frame that reported it: a jump inside Embla's render would re-enter it.
  queueMicrotask(() => {
    if (!engine.dragHandler.pointerDown()) api.scrollTo(api.selectedScrollSnap(), true);
  });
}

export interface CarouselOptions {
  intervalMs: number;
  autoSlideMobile: boolean;
  /** The later slides' art is data (banner-slide.tsx): put it into the page once the slider has to move. */
  revealArt: boolean;
}

const attached = new WeakMap<HTMLElement, () => void>();

/**
 * The main banner's slider over its markup (banner-carousel.tsx): it
 * auto-advances (always on desktop, on mobile as the banner says, never with reduced motion),
 * pauses on hover and touch, wraps from last to first, with dots, arrows, swipe and a pause
 * button; a swipe shorter than 50 px does not change the slide, a slow but longer one does.
 *
 * Nothing of it runs before the slider has to move: Embla (about 8 KB gzip) and the later
 * slides' art load at the visitor's first command or swipe, or when autoplay's first turn is
 * due (the first slide shows for that long anyway). A command given before Embla has arrived
 * is carried out when it has. Returns the way to detach.
 */
export function attachCarousel(root: HTMLElement, options: CarouselOptions): () => void {
  const existing = attached.get(root);
  if (existing) return existing;
  const viewport = root.querySelector<HTMLElement>(hookSelector(DOM_HOOKS.carouselViewport));
  if (!viewport) return () => {};
  const dots = [...root.querySelectorAll<HTMLButtonElement>(hookSelector(DOM_HOOKS.carouselDot))];
  const pause = root.querySelector<HTMLButtonElement>(hookSelector(DOM_HOOKS.carouselPause));
  const desktop = window.matchMedia(DESKTOP_MEDIA);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const interval = options.intervalMs || BANNER.defaultIntervalMs;
  const cleanup: Array<() => void> = [];
  const listen = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void) => {
    target.addEventListener(type, handler);
    cleanup.push(() => target.removeEventListener(type, handler));
  };
  let embla: EmblaCarouselType | null = null;
  let autoplay: AutoplayType | null = null;
  let engaged = false;
  let pending: ((api: EmblaCarouselType) => void) | null = null;
  let userPaused = false;
  let hovered = false;
  let firstTurn = 0;
  let stopped = false;

  const playing = () => (desktop.matches || options.autoSlideMobile) && !reducedMotion.matches && !userPaused;
  const showSelected = () => {
    const index = embla?.selectedScrollSnap() ?? 0;
    root.setAttribute(DOM_HOOKS.selected, String(index));
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
  };
  const showPlaying = () => {
    const on = playing();
    if (on) root.setAttribute(DOM_HOOKS.autoplay, 'true');
    else root.removeAttribute(DOM_HOOKS.autoplay);
    if (pause) {
      pause.setAttribute('aria-label', pause.getAttribute(on ? DOM_HOOKS.labelPause : DOM_HOOKS.labelPlay) ?? '');
      pause.setAttribute('aria-pressed', String(!on));
      pause.textContent = on ? '❚❚' : '▶';
    }
    window.clearTimeout(firstTurn);
    if (autoplay) {
      if (on) autoplay.play();
      else autoplay.stop();
    } else if (on) {
      // Before Embla: autoplay's first turn, unless the visitor is pointing at the slider.
      firstTurn = window.setTimeout(function turn() {
        if (hovered) firstTurn = window.setTimeout(turn, interval);
        else command((api) => api.scrollNext());
      }, interval);
    }
  };
  /** Loads the slider (and the later slides' art) once it has to move. */
  const engage = () => {
    if (engaged) return;
    engaged = true;
    if (options.revealArt) revealArt(root);
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')])
      .then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (stopped) return;
        autoplay = Autoplay({ delay: interval, playOnInit: false, stopOnMouseEnter: true, stopOnInteraction: false });
        embla = EmblaCarousel(viewport, { loop: true, duration: EMBLA_DURATION }, [autoplay]);
        embla.on('select', showSelected).on('reInit', showSelected).on('scroll', finishSubpixelTail);
        root.setAttribute(DOM_HOOKS.ready, '');
        if (pending) {
          pending(embla);
          pending = null;
        }
        showSelected();
        showPlaying();
      })
      .catch((error: unknown) => console.warn('[banner] the carousel could not load; the first slide stays', error));
  };
  const command = (action: (api: EmblaCarouselType) => void) => {
    if (embla) return action(embla);
    pending = action;
    engage();
  };

  for (const control of root.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.carouselPrev)))
    listen(control, 'click', () => command((api) => api.scrollPrev()));
  for (const control of root.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.carouselNext)))
    listen(control, 'click', () => command((api) => api.scrollNext()));
  dots.forEach((dot, index) => listen(dot, 'click', () => command((api) => api.scrollTo(index))));
  if (pause) {
    listen(pause, 'click', () => {
      userPaused = playing();
      showPlaying();
    });
  }
  listen(root, 'mouseenter', () => (hovered = true));
  listen(root, 'mouseleave', () => (hovered = false));
  let swipe: { x: number; index: number } | null = null;
  listen(viewport, 'pointerdown', (event) => {
    engage();
    swipe = { x: event.clientX, index: embla?.selectedScrollSnap() ?? 0 };
  });
  listen(viewport, 'pointerup', (event) => {
    const start = swipe;
    swipe = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (!embla) {
      // The slider was still arriving: a long enough swipe is carried out when it has.
      if (Math.abs(dx) >= BANNER.swipeMinPx) command((api) => (dx < 0 ? api.scrollNext() : api.scrollPrev()));
      return;
    }
    const api = embla;
    requestAnimationFrame(() => {
      const moved = api.selectedScrollSnap() !== start.index;
      // Shorter than the minimum swipe: stay on (or go back to) the slide it started from.
      if (Math.abs(dx) < BANNER.swipeMinPx) {
        if (moved) api.scrollTo(start.index);
      } else if (!moved) {
        // A slow but long enough swipe: Embla would snap back by velocity; the spec says it changes the slide.
        if (dx < 0) api.scrollNext();
        else api.scrollPrev();
      }
    });
  });
  desktop.addEventListener('change', showPlaying);
  cleanup.push(() => desktop.removeEventListener('change', showPlaying));
  showSelected();
  showPlaying();

  const detach = () => {
    stopped = true;
    window.clearTimeout(firstTurn);
    attached.delete(root);
    for (const undo of cleanup) undo();
    embla?.destroy();
    embla = null;
    root.removeAttribute(DOM_HOOKS.ready);
  };
  attached.set(root, detach);
  return detach;
}

function revealArt(root: HTMLElement): void {
  for (const placeholder of root.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.slideArt))) {
    try {
      placeholder.replaceWith(...artElements(JSON.parse(placeholder.getAttribute(DOM_HOOKS.slideArt) ?? '[]') as ArtLayer[], (layer) => styles[layer] ?? ''));
    } catch {
      // unreadable art data: the slide shows its words on the banner's background
    }
  }
}

/** Every banner carousel of the static page (not those an island is about to render). */
export function startCarousels(): void {
  for (const root of document.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.carousel))) {
    if (root.closest('mc-island[data-hydrating]')) continue;
    attachCarousel(root, {
      intervalMs: Number(root.getAttribute(DOM_HOOKS.interval)) || BANNER.defaultIntervalMs,
      autoSlideMobile: root.getAttribute(DOM_HOOKS.autoSlideMobile) === 'true',
      revealArt: true,
    });
  }
}
