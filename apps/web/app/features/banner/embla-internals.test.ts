// @vitest-environment happy-dom
import EmblaCarousel from 'embla-carousel';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Canary of docs/patches.md: carousel.ts ends a turn's sub-pixel tail through Embla's
 * `internalEngine()`, which Embla documents as internal. This fails when an upgrade changes the
 * members it reads, so the upgrade checks the tail-ending before it ships.
 */
describe('Embla internals the carousel reads (canary)', () => {
  let container: HTMLElement;
  afterEach(() => container.remove());

  it('exposes the drag handler, target, location and scroll body as carousel.ts uses them', () => {
    container = document.createElement('div');
    const track = document.createElement('div');
    for (let index = 0; index < 3; index += 1) track.append(document.createElement('div'));
    container.append(track);
    document.body.append(container);
    const api = EmblaCarousel(container, { loop: true, duration: 20 });
    const engine = api.internalEngine();
    expect(typeof engine.dragHandler.pointerDown()).toBe('boolean');
    expect(typeof engine.target.get()).toBe('number');
    expect(typeof engine.location.get()).toBe('number');
    expect(typeof engine.scrollBody.velocity()).toBe('number');
    expect(api.selectedScrollSnap()).toBe(0);
    api.destroy();
  });
});
