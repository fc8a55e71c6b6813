import { ISLAND_TAG } from './mc-island-element.ts';

type Hydrate = () => Promise<void>;

/** What a click can do only with the island's code; a link or anything else goes its native way. */
const NEEDS_CODE = 'button, input, select, textarea, summary, label, [role="button"], [tabindex]';

/**
 * Hydrates an island the moment the visitor reaches for it: a pointer or touch on it, focus
 * in it, a key or input in it. A click or a submit that arrives before its code is running is
 * held and replayed once it is, each once and in order (a link inside keeps working
 * natively); anything typed meanwhile is in the DOM, where the island's components read it.
 * The contract, case by case: README.md.
 */
export function watchInteractions(): (element: HTMLElement, hydrate: Hydrate) => void {
  const waiting = new Map<Element, Hydrate>();
  const hydrating = new Map<Element, Promise<void>>();
  const islandOf = (target: EventTarget | null): Element | null => {
    const island = target instanceof Element ? target.closest(ISLAND_TAG) : null;
    return island && (waiting.has(island) || hydrating.has(island)) ? island : null;
  };
  /** The island's hydration, started now if it had not been. */
  const hydrationOf = (island: Element): Promise<void> => {
    const started = hydrating.get(island);
    if (started) return started;
    const hydrate = waiting.get(island)!;
    waiting.delete(island);
    const done = hydrate().finally(() => hydrating.delete(island));
    hydrating.set(island, done);
    return done;
  };
  const onIntent = (event: Event) => {
    const island = islandOf(event.target);
    if (island) void hydrationOf(island);
  };
  const onClick = (event: MouseEvent) => {
    const island = islandOf(event.target);
    if (!island) return;
    const hydrated = hydrationOf(island);
    const control = (event.target as Element).closest(NEEDS_CODE);
    if (!control || control.closest('a[href]') || !island.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Where it landed, as it was (modifier keys, button, click count): hydration keeps the element.
    const target = event.target as Element;
    const replay = new MouseEvent('click', clickInit(event));
    void hydrated.then(() => {
      if (target.isConnected) target.dispatchEvent(replay);
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    const island = islandOf(event.target);
    if (!island) return;
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter && form.contains(event.submitter) ? (event.submitter as HTMLButtonElement) : undefined;
    event.preventDefault();
    event.stopImmediatePropagation();
    void hydrationOf(island).then(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    });
  };
  let listening = false;
  return (element, hydrate) => {
    waiting.set(element, hydrate);
    if (listening) return;
    listening = true;
    for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
  };
}

/** A held click's own details, for its replay. */
function clickInit(event: MouseEvent): MouseEventInit {
  const { detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button, buttons } = event;
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: event.view,
    detail,
    screenX,
    screenY,
    clientX,
    clientY,
    ctrlKey,
    shiftKey,
    altKey,
    metaKey,
    button,
    buttons,
  };
}
