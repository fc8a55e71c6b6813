import type { Restriction, WidgetCommand } from '@mc/account-protocol/account-protocol';
import { ignoresAccountCommands } from './account-mode.ts';

/**
 * The account widget's life on the page (spec/catalogue.md section 4), as a pure machine: the
 * DOM adapter (widget-bridge.ts) feeds it inputs and carries out its effects.
 *
 * - idle: nothing loaded; the first command (once tracking is ready) loads the widget script.
 * - loading: the script is on its way; commands queue.
 * - ready: the widget said so; queued commands go out in order, new ones at once.
 * - failed: the script or the widget did not come; a later command tries again.
 */
export type BridgeStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface BridgeState {
  status: BridgeStatus;
  /** The widget is on screen (between its `shown` and `closed` reports). */
  open: boolean;
  queue: readonly WidgetCommand[];
  restriction: Restriction | null;
  trackingReady: boolean;
}

export type BridgeInput =
  | { type: 'command'; command: WidgetCommand }
  | { type: 'trackingReady' }
  | { type: 'restriction'; restriction: Restriction | null }
  | { type: 'widgetReady' }
  | { type: 'loadFailed' }
  | { type: 'shown' }
  | { type: 'closed' };

export type BridgeEffect = { type: 'load' } | { type: 'send'; command: WidgetCommand } | { type: 'failed' };

export const INITIAL_BRIDGE: BridgeState = { status: 'idle', open: false, queue: [], restriction: null, trackingReady: false };

type Step = { state: BridgeState; effects: BridgeEffect[] };

/** Closing commands: under a block they still close the widget (as `close`), everything else is dropped. */
const closes = (command: WidgetCommand) => command.type === 'none' || command.type === 'maintenance' || command.type === 'close';

function load(state: BridgeState): Step {
  if (state.queue.length === 0 || !state.trackingReady || (state.status !== 'idle' && state.status !== 'failed')) return { state, effects: [] };
  return { state: { ...state, status: 'loading' }, effects: [{ type: 'load' }] };
}

function command(state: BridgeState, next: WidgetCommand): Step {
  if (ignoresAccountCommands(state.restriction)) {
    // Only the closing ones act: the widget must not stay over the blocking view.
    if (!closes(next)) return { state, effects: [] };
    return state.status === 'ready'
      ? { state: { ...state, queue: [], open: false }, effects: [{ type: 'send', command: { type: 'close' } }] }
      : { state: { ...state, queue: [] }, effects: [] };
  }
  // The widget reports no `closed` when the page closes it (Back, a block): it is off screen all the same.
  if (state.status === 'ready')
    return { state: next.type === 'close' || next.type === 'none' ? { ...state, open: false } : state, effects: [{ type: 'send', command: next }] };
  // Not there yet: a close cancels what was waiting; anything else waits its turn.
  if (next.type === 'close' || next.type === 'none') return { state: { ...state, queue: [] }, effects: [] };
  return load({ ...state, queue: [...state.queue, next] });
}

export function bridgeStep(state: BridgeState, input: BridgeInput): Step {
  switch (input.type) {
    case 'command':
      return command(state, input.command);
    case 'trackingReady':
      return load({ ...state, trackingReady: true });
    case 'restriction': {
      const next = { ...state, restriction: input.restriction };
      if (!ignoresAccountCommands(input.restriction)) return { state: next, effects: [] };
      const closing = state.open && state.status === 'ready';
      return { state: { ...next, queue: [], open: closing ? false : next.open }, effects: closing ? [{ type: 'send', command: { type: 'close' } }] : [] };
    }
    case 'widgetReady': {
      if (state.status === 'ready') return { state, effects: [] };
      const effects = state.queue.map((queued): BridgeEffect => ({ type: 'send', command: queued }));
      return { state: { ...state, status: 'ready', queue: [] }, effects };
    }
    case 'loadFailed':
      return state.status === 'loading' ? { state: { ...state, status: 'failed', queue: [] }, effects: [{ type: 'failed' }] } : { state, effects: [] };
    case 'shown':
      return { state: { ...state, open: true }, effects: [] };
    case 'closed':
      return { state: { ...state, open: false }, effects: [] };
  }
}

/** `data-account-widget` on <html>: absent until the widget is asked for. */
export function bridgeMirror(state: BridgeState): 'loading' | 'ready' | 'failed' | 'open' | null {
  if (state.open) return 'open';
  return state.status === 'idle' ? null : state.status;
}
