// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIsland } from '../../lib/islands/hydrate-island.tsx';
import { IslandRoot } from '../../lib/islands/island-root.tsx';
import { TEST_PAGE } from '../../lib/islands/island-test-page.ts';
import { createUiStore } from '../../lib/state/ui-store.ts';
import { FestiveRibbon } from './festive-ribbon.island.tsx';

const DURING = Date.UTC(2026, 11, 6, 10);
const AFTER = Date.UTC(2026, 11, 27, 10);
const messages = { ...TEST_PAGE.messages, frame: { festive: "Season's greetings" } } as typeof TEST_PAGE.messages;

/** The server's markup at `serverTime`, then hydrated in the browser whose context time is `browserTime` (`dem`). */
async function hydrateAt(serverTime: number, browserTime: number) {
  const page = { ...TEST_PAGE, now: serverTime, messages };
  const root = (ui: ReturnType<typeof createUiStore>) => (
    <IslandRoot page={page} ui={ui} queryClient={new QueryClient()}>
      <FestiveRibbon />
    </IslandRoot>
  );
  const element = document.createElement('mc-island');
  element.innerHTML = renderToString(root(createUiStore(serverTime)));
  document.body.append(element);
  const served = element.querySelector('[data-testid="festive-ribbon"]') !== null;
  const ui = createUiStore(serverTime);
  ui.setContextTime(browserTime);
  const report = vi.fn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await hydrateIsland(element, FestiveRibbon as never, {}, { page, ui, queryClient: new QueryClient() }, report, true);
  await vi.waitFor(() => expect(element.querySelector('[data-testid="festive-ribbon"]') !== null).toBe(browserTime === DURING));
  element.remove();
  return { served, report, errors };
}

// The worker's window and console are shared with other files (test/shared-window-reset.ts).
afterEach(() => vi.restoreAllMocks());

describe('the festive ribbon follows the emulated date, whichever side of the window the server is on', () => {
  it('goes away when the server rendered it in December and dem is after the 26th', async () => {
    const { served, report, errors } = await hydrateAt(DURING, AFTER);
    expect(served).toBe(true);
    expect(report).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('appears when the server rendered none and dem falls in the window', async () => {
    const { served, report, errors } = await hydrateAt(AFTER, DURING);
    expect(served).toBe(false);
    expect(report).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('stays as served when dem agrees with the server', async () => {
    const { served } = await hydrateAt(DURING, DURING);
    expect(served).toBe(true);
  });
});
