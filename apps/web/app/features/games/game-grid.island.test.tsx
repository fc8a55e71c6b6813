// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import { IslandRoot } from '../../lib/islands/island-root.tsx';
import { TEST_PAGE } from '../../lib/islands/island-test-page.ts';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import { createUiStore } from '../../lib/state/ui-store.ts';
import { GameGrid } from './game-grid.island.tsx';
import { GROUP_PAGE_SIZE, type GameGroupView, type GameTileData } from './game-view.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const tile = (index: number): GameTileData => ({
  slug: `game-${index}`,
  name: `Game ${index}`,
  provider: 'Aurora Reels',
  href: `/online-slots/game-${index}/`,
  thumbnail: `https://img.test/${index}.webp`,
  badges: null,
});
const tiles = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => tile(from + i));
const VIEW: GameGroupView = { group: 'slots', titleKey: 'slots', total: 60, limited: false, seeAllHref: null, tiles: tiles(0, GROUP_PAGE_SIZE) };
const PAGE: IslandPage = { ...TEST_PAGE, messages: loadMessages('en-GB', ['gameTiles']) };

let container: HTMLElement;
let root: Root;
let answers: Array<() => Response>;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (answers.shift() ?? (() => new Response('{}', { status: 503 })))()),
  );
  // No retries in the test: what counts is what the visitor sees once the query has given up.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  act(() =>
    root.render(
      <IslandRoot page={PAGE} ui={createUiStore(PAGE.now)} queryClient={queryClient}>
        <GameGrid view={VIEW} />
      </IslandRoot>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const button = () => container.querySelector<HTMLButtonElement>('button')!;
const shown = () => container.querySelectorAll('a[data-game]').length;
const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? null;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

it('says so when the next games cannot be shown, and the same button asks for the same games again', async () => {
  expect(shown()).toBe(24);
  await act(async () => button().click());
  await settle();
  expect(alertText()).toBe('More games can’t be shown right now. Please try again in a moment.');
  expect(shown()).toBe(24);
  expect(button().disabled).toBe(false);

  answers.push(() => Response.json({ total: 60, tiles: tiles(0, 48) }));
  await act(async () => button().click());
  await settle();
  expect(alertText()).toBeNull();
  expect(shown()).toBe(48);
  // Both calls asked for 48 games: the retry did not grow the list a second time.
  expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['/__games/en-GB/slots/48', '/__games/en-GB/slots/48']);
});
