// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInteractions } from './interaction-hydration.ts';

/** A hydration the test finishes by hand, as a slow phone would. */
function pendingHydration() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const hydrate = vi.fn(() => done);
  return { hydrate, finish };
}

let island: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <a id="outside" href="#elsewhere">Elsewhere</a>
    <mc-island data-island="newsletter">
      <form id="form" action="/newsletter/" method="post">
        <input id="email" name="email">
        <button id="more" type="button">Show more</button>
        <button id="send" name="intent" value="subscribe">Subscribe</button>
        <a id="terms" href="#terms">Terms</a>
      </form>
    </mc-island>`;
  island = document.querySelector('mc-island')!;
});

describe('interaction hydration', () => {
  it('hydrates on the first sign of intent: pointer, focus or key', () => {
    for (const event of [
      new PointerEvent('pointerdown', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
      new KeyboardEvent('keydown', { key: 'a', bubbles: true }),
    ]) {
      const { hydrate } = pendingHydration();
      document.body.innerHTML = '<mc-island><input></mc-island>';
      watchInteractions()(document.querySelector('mc-island')!, hydrate);
      document.querySelector('input')!.dispatchEvent(event);
      expect(hydrate).toHaveBeenCalledTimes(1);
    }
  });

  it('holds a click on a control until the island runs, then replays it, once', async () => {
    const { hydrate, finish } = pendingHydration();
    watchInteractions()(island, hydrate);
    const button = document.getElementById('more')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    expect(hydrate).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(2));
    // Hydrated: clicks are the island's own again.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(3);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('lets a link inside go its native way, while starting hydration', () => {
    const { hydrate } = pendingHydration();
    watchInteractions()(island, hydrate);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('terms')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds a submit and submits again, with the same submitter, once the island runs', async () => {
    const { hydrate, finish } = pendingHydration();
    watchInteractions()(island, hydrate);
    const form = document.getElementById('form') as HTMLFormElement;
    const send = document.getElementById('send') as HTMLButtonElement;
    const submitters: Array<HTMLElement | null> = [];
    // The hydrated island's own handler (a submit the test leaves unhandled would navigate).
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitters.push(event.submitter);
    });
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submitters).toEqual([]);
    finish();
    await vi.waitFor(() => expect(submitters).toEqual([send]));
  });

  it('ignores what happens outside its islands', () => {
    const { hydrate } = pendingHydration();
    watchInteractions()(island, hydrate);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('outside')!.dispatchEvent(click);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(click.defaultPrevented).toBe(false);
    expect(hydrate).not.toHaveBeenCalled();
  });
});
