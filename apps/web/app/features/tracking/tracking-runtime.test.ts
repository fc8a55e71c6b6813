// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, consentStore, ONLY_NECESSARY } from '../../lib/consent/consent.ts';
import { experimentExposureStore } from '../../lib/experiment-exposure.ts';
import { TEST_PAGE } from '../../lib/islands/island-test-page.ts';
import { createStore } from '../../lib/state/create-store.ts';
import type { TrackingState } from '../../lib/tracking-state.ts';
import type { CollectorBody } from './collector.ts';
import { startTrackingRuntime } from './tracking-runtime.ts';

const INFO = { arCode: 'MCUK-WEB', uguid: 'u-1', usguid: 's-1', ustd: '2026-01-01T00:00:00.000Z', utv: '1A', flowId: 'f-1' };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(initial: TrackingState = { ready: false, info: null }) {
  const store = createStore<TrackingState>(initial);
  const sent: CollectorBody[] = [];
  const startVitals = vi.fn();
  const runtime = startTrackingRuntime({
    page: { ...TEST_PAGE, pageCode: 'game/starburst' },
    store,
    send: (body) => sent.push(body),
    now: () => 7,
    frameTimeoutMs: 50,
    startVitals,
  });
  return { store, sent, runtime, startVitals };
}

function frameReady(info: unknown = INFO) {
  // The last frame is this test's: runtimes of earlier tests still listen for consent.
  const frame = [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-tracking-frame]')].at(-1)!;
  // happy-dom loads no frames: the frame's window is a stand-in the runtime compares the message's source with.
  const frameWindow = { frame: true };
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
  const event = new MessageEvent('message', { origin: window.location.origin, data: { source: 'tracking', type: 'ready', info } });
  Object.defineProperty(event, 'source', { value: frameWindow });
  window.dispatchEvent(event);
}

describe('startTrackingRuntime', () => {
  beforeEach(() => {
    consentStore.setState({ choice: null });
    experimentExposureStore.setState({ exposures: {} });
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('initialises on the route change with the page visit and is ready, but sends nothing before consent', async () => {
    const { store, sent, runtime } = setup();
    runtime.handle({ type: 'route' });
    expect(store.getState().ready).toBe(true);
    await tick();
    expect(sent).toEqual([]);
    expect(document.querySelector('iframe')).toBeNull();
    consentStore.setState({ choice: ONLY_NECESSARY });
    await tick();
    expect(sent).toEqual([]);
  });

  it('with tracking consent loads the frame, takes its identifiers and sends the init visit with them', async () => {
    const { store, sent, runtime, startVitals } = setup();
    runtime.handle({ type: 'route' });
    consentStore.setState({ choice: ACCEPT_ALL });
    expect(startVitals).toHaveBeenCalledOnce();
    const frame = [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-tracking-frame]')].at(-1);
    expect(frame?.getAttribute('src')).toBe('/__tracking/frame?brand=MCUK');
    expect(sent).toEqual([]);
    frameReady();
    expect(store.getState().info).toEqual(INFO);
    await tick();
    expect(sent).toEqual([
      {
        brand: 'MCUK',
        site: TEST_PAGE.site.localCode,
        culture: 'en-GB',
        viewVersion: '1A',
        info: INFO,
        records: [{ type: 'visit', init: true, pageCode: 'game/starburst', path: '/', at: 7 }],
      },
    ]);
  });

  it('ignores messages from other windows and origins', async () => {
    const { store, runtime } = setup();
    consentStore.setState({ choice: ACCEPT_ALL });
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { source: 'tracking', type: 'ready', info: INFO } }));
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, source: window, data: { source: 'tracking', type: 'ready', info: INFO } }),
    );
    expect(store.getState()).toEqual({ ready: false, info: null });
    // The frame's ready message starts tracking too, before any route change: the next visit initialises.
    frameReady();
    expect(store.getState().ready).toBe(false);
    runtime.handle({ type: 'route' });
    expect(store.getState().ready).toBe(true);
  });

  it('sends without identifiers when the frame does not answer in time', async () => {
    const { sent, runtime } = setup();
    runtime.handle({ type: 'route' });
    consentStore.setState({ choice: ACCEPT_ALL });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.info).toBeNull();
  });

  it('needs no frame when the player state kept identifiers; events follow the visit with the abpoint exposure', async () => {
    consentStore.setState({ choice: ACCEPT_ALL });
    const { sent, runtime } = setup({ ready: false, info: INFO });
    experimentExposureStore.setState({ exposures: { 'pre-login': { test: 'preLogin', variant: 'a', qaMode: false } } });
    expect(document.querySelector('iframe')).toBeNull();
    runtime.handle({ type: 'route' });
    runtime.handle({ type: 'event', event: { group: 'abpoint', event: 'pre-login', data: null }, at: 9 });
    runtime.handle({ type: 'event', event: { group: 'cta', event: 'play', data: { game: 'x' } }, at: 10 });
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.info).toEqual(INFO);
    expect(sent[0]?.records).toEqual([
      { type: 'visit', init: true, pageCode: 'game/starburst', path: '/', at: 7 },
      {
        type: 'event',
        group: 'abpoint',
        event: 'pre-login',
        data: { experiment: { test: 'preLogin', variant: 'a', qaMode: false } },
        pageCode: 'game/starburst',
        at: 9,
      },
      { type: 'event', group: 'cta', event: 'play', data: { game: 'x' }, pageCode: 'game/starburst', at: 10 },
    ]);
  });
});
