import type { WidgetCommand, WidgetContext } from '@mc/account-protocol/account-protocol';
import { describe, expect, it } from 'vitest';
import { bridgeMirror, bridgeStep, INITIAL_BRIDGE, type BridgeEffect, type BridgeInput, type BridgeState } from './bridge-machine.ts';

const context = {} as WidgetContext;
const LOGIN: WidgetCommand = { type: 'login', context };
const REGISTER: WidgetCommand = { type: 'register', context };
const OPEN: WidgetCommand = { type: 'open', context };

function run(inputs: BridgeInput[], start: Partial<BridgeState> = {}): { state: BridgeState; effects: BridgeEffect[] } {
  let state: BridgeState = { ...INITIAL_BRIDGE, trackingReady: true, ...start };
  const effects: BridgeEffect[] = [];
  for (const input of inputs) {
    const step = bridgeStep(state, input);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}
const cmd = (command: WidgetCommand): BridgeInput => ({ type: 'command', command });

describe('widget bridge machine', () => {
  it('loads on the first command and queues until the widget is ready, then sends in order', () => {
    const { state, effects } = run([cmd(LOGIN), cmd(REGISTER), { type: 'widgetReady' }, cmd(OPEN)]);
    expect(effects).toEqual([{ type: 'load' }, { type: 'send', command: LOGIN }, { type: 'send', command: REGISTER }, { type: 'send', command: OPEN }]);
    expect(state.status).toBe('ready');
  });

  it('waits for tracking before loading', () => {
    const before = run([cmd(LOGIN)], { trackingReady: false });
    expect(before.effects).toEqual([]);
    expect(run([cmd(LOGIN), { type: 'trackingReady' }], { trackingReady: false }).effects).toEqual([{ type: 'load' }]);
  });

  it('a close before the widget is ready cancels what waited', () => {
    expect(run([cmd(LOGIN), cmd({ type: 'close' }), { type: 'widgetReady' }]).effects).toEqual([{ type: 'load' }]);
  });

  it('a failed load drops the queue, reports once, and the next command tries again', () => {
    const failed = run([cmd(LOGIN), { type: 'loadFailed' }, { type: 'loadFailed' }]);
    expect(failed.effects).toEqual([{ type: 'load' }, { type: 'failed' }]);
    expect(bridgeMirror(failed.state)).toBe('failed');
    expect(bridgeStep(failed.state, cmd(LOGIN)).effects).toEqual([{ type: 'load' }]);
  });

  it.each(['blocked', 'fullyblocked', 'accountblocked'] as const)('under %s ignores every command but none and maintenance, which close it', (restriction) => {
    const ready = run([{ type: 'widgetReady' }, { type: 'shown' }], { restriction, status: 'loading' });
    for (const command of [LOGIN, REGISTER, OPEN, { type: 'forgotPassword', context } as const, { type: 'goToPlatform' } as const])
      expect(bridgeStep(ready.state, cmd(command)).effects).toEqual([]);
    for (const command of [{ type: 'none' }, { type: 'maintenance' }] as const)
      expect(bridgeStep(ready.state, cmd(command))).toMatchObject({ effects: [{ type: 'send', command: { type: 'close' } }], state: { open: false } });
    expect(run([cmd(LOGIN)], { restriction }).effects).toEqual([]);
  });

  it.each(['playblocked', 'registerblocked', 'blockedwithlogin', null] as const)('under %s takes commands', (restriction) => {
    expect(run([cmd(LOGIN), { type: 'widgetReady' }], { restriction }).effects).toHaveLength(2);
  });

  it('a close from the page (Back, no hash) takes the widget off screen without waiting for a report', () => {
    const open = run([cmd(LOGIN), { type: 'widgetReady' }, { type: 'shown' }]);
    expect(bridgeMirror(open.state)).toBe('open');
    for (const command of [{ type: 'close' }, { type: 'none' }] as const) {
      const closed = bridgeStep(open.state, cmd(command));
      expect(closed.effects).toEqual([{ type: 'send', command }]);
      expect(closed.state.open).toBe(false);
      expect(bridgeMirror(closed.state)).toBe('ready');
    }
    expect(bridgeStep(open.state, cmd({ type: 'maintenance' })).state.open).toBe(true);
  });

  it('a block arriving while the widget is open closes it', () => {
    const open = run([cmd(LOGIN), { type: 'widgetReady' }, { type: 'shown' }]);
    expect(bridgeStep(open.state, { type: 'restriction', restriction: 'blocked' }).effects).toEqual([{ type: 'send', command: { type: 'close' } }]);
    expect(bridgeStep(open.state, { type: 'restriction', restriction: 'blocked' }).state.open).toBe(false);
    expect(bridgeStep(open.state, { type: 'restriction', restriction: 'playblocked' }).effects).toEqual([]);
  });

  it.each<[Partial<BridgeState>, ReturnType<typeof bridgeMirror>]>([
    [{}, null],
    [{ status: 'loading' }, 'loading'],
    [{ status: 'ready' }, 'ready'],
    [{ status: 'ready', open: true }, 'open'],
    [{ status: 'failed' }, 'failed'],
  ])('mirrors %o as %s', (state, mirror) => {
    expect(bridgeMirror({ ...INITIAL_BRIDGE, ...state })).toBe(mirror);
  });
});
