// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PAGE } from '../../lib/islands/island-test-page.ts';
import { browserStorage } from '../../lib/storage/safe-storage.ts';
import { defaultPlayerState } from './player-state.ts';
import { PLAYER_LONG_KEY } from './player-storage.ts';
import { startPlayer } from './player-trigger.ts';

const CODE = 'Reset_0123456789abcdef';
const never = new Promise<never>(() => {});

beforeEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  browserStorage().remove(PLAYER_LONG_KEY);
});
afterEach(() => history.replaceState(null, '', '/'));

describe('player trigger', () => {
  it('takes a one-time code out of the address at once, before the runtime loads', () => {
    history.replaceState(null, '', `/#account/reset_password/${CODE}`);
    startPlayer({ page: TEST_PAGE, report: () => {}, context: never });
    expect(location.hash).toBe('#account/reset_password');
    expect(location.href).not.toContain(CODE);
  });

  it('carries the deeplink on generic play links, and leaves game links and modified clicks alone', () => {
    history.replaceState(null, '', '/?dl=/games/starburst/');
    document.body.innerHTML = `<a data-play-link href="https://play.example/">Play</a><a data-play="real" href="https://play.example/games/x/">X</a>`;
    startPlayer({ page: TEST_PAGE, report: () => {}, context: never });
    const [generic, game] = [...document.querySelectorAll('a')];
    expect(new URL(generic!.href).searchParams.get('dl')).toBe('/games/starburst/');
    expect(game!.getAttribute('href')).toBe('https://play.example/games/x/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    game!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    game!.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
  });

  it("hands a stored player's notOntario flag to the visitor engine before any account action", async () => {
    browserStorage().write(PLAYER_LONG_KEY, { ...defaultPlayerState(), segment: 1, notOntario: true });
    const flags: boolean[] = [];
    const visitor = { view: () => ({}) as never, subscribe: () => () => {}, setNotOntario: (value: boolean) => void flags.push(value) };
    const context = Promise.resolve({ shared: {} as never, visitor });
    startPlayer({ page: TEST_PAGE, report: () => {}, context });
    await context;
    await Promise.resolve();
    expect(flags).toEqual([true]);
    browserStorage().write(PLAYER_LONG_KEY, { ...defaultPlayerState(), segment: 1 });
    startPlayer({ page: TEST_PAGE, report: () => {}, context });
    await context;
    await Promise.resolve();
    expect(flags).toEqual([true]);
  });
});
