import {
  ACCOUNT_HOST_GLOBAL,
  ACCOUNT_PROTOCOL_VERSION,
  type AccountHost,
  type AccountWidget,
  type Restriction,
  type WidgetCommand,
  type WidgetEvent,
} from '@mc/account-protocol/account-protocol';
import { bridgeMirror, bridgeStep, INITIAL_BRIDGE, type BridgeInput, type BridgeState } from './bridge-machine.ts';

export interface WidgetBridgeOptions {
  /** `{apiHost}son-auth/config?lang=…&country=…`, built when the widget is first needed. */
  scriptUrl: () => string;
  /** Every report of the widget, after the bridge has taken its part. */
  onEvent: (event: WidgetEvent) => void;
  /** The widget could not load: tell the visitor, politely. */
  onLoadFailed: (reason: string) => void;
  /** The widget is on screen or not (the blocking view gives way while it is). */
  onOpenChange?: (open: boolean) => void;
  /** How long the script has to register and report ready. */
  timeoutMs?: number;
  /** Brings a command up to date as it leaves (a queued one waited for the widget): the visit's tracking ids may have come meanwhile. */
  beforeSend?: (command: WidgetCommand) => WidgetCommand;
  /** Loads the script (a test passes a fake widget's loader); the default appends a `<script>`. */
  loadScript?: (url: string, onError: () => void) => void;
}

/** The app's own script element: the CSP's `'strict-dynamic'` trusts what the hashed loader's code creates. */
function appendScript(url: string, onError: () => void): void {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.accountWidget = '';
  script.addEventListener('error', onError);
  document.head.append(script);
}

export interface WidgetBridge {
  command(command: WidgetCommand): void;
  setRestriction(restriction: Restriction | null): void;
  trackingReady(): void;
  /** The registered widget once ready (for `platformAddress()`), else null. */
  widget(): AccountWidget | null;
  state(): BridgeState;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The DOM side of the bridge: puts the `AccountHost` on `window`, loads the widget's config
 * script with an element the app itself creates (the page's CSP trusts what its hashed
 * loader starts, `'strict-dynamic'`, and nothing a content author slipped in), hands commands
 * to the widget and its reports to the page, and mirrors the state as `data-account-widget`.
 */
export function startWidgetBridge(options: WidgetBridgeOptions): WidgetBridge {
  let state: BridgeState = INITIAL_BRIDGE;
  let widget: AccountWidget | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (input: BridgeInput) => {
    const wasOpen = state.open;
    const step = bridgeStep(state, input);
    state = step.state;
    for (const effect of step.effects) {
      if (effect.type === 'load') load();
      else if (effect.type === 'failed') options.onLoadFailed('the account widget did not load');
      else send(effect.command);
    }
    const mirror = bridgeMirror(state);
    if (mirror) document.documentElement.setAttribute('data-account-widget', mirror);
    else document.documentElement.removeAttribute('data-account-widget');
    if (wasOpen !== state.open) options.onOpenChange?.(state.open);
  };

  const send = (command: WidgetCommand) => {
    try {
      widget?.command(options.beforeSend ? options.beforeSend(command) : command);
    } catch (error) {
      console.warn('[account widget] command failed', command.type, error);
    }
  };

  const fail = (reason: string) => {
    clearTimeout(timer);
    if (state.status === 'loading') console.warn(`[account widget] ${reason}`);
    dispatch({ type: 'loadFailed' });
  };

  function load(): void {
    widget = null;
    clearTimeout(timer);
    timer = setTimeout(() => fail('the widget did not report ready in time'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    (options.loadScript ?? appendScript)(options.scriptUrl(), () => fail('the config script failed to load'));
  }

  const host: AccountHost = {
    version: ACCOUNT_PROTOCOL_VERSION,
    register(candidate) {
      // Another major version speaks another protocol: better no widget than a confused one.
      if (candidate?.version !== ACCOUNT_PROTOCOL_VERSION || typeof candidate.command !== 'function')
        return fail('a widget of another protocol version registered');
      widget = candidate;
    },
    report(event) {
      if (!event || typeof event !== 'object') return;
      if (event.type === 'ready') {
        if (!widget) return;
        clearTimeout(timer);
        dispatch({ type: 'widgetReady' });
        return;
      }
      if (event.type === 'shown') dispatch({ type: 'shown' });
      if (event.type === 'closed') dispatch({ type: 'closed' });
      options.onEvent(event);
    },
  };
  window[ACCOUNT_HOST_GLOBAL] = host;

  return {
    command: (command) => dispatch({ type: 'command', command }),
    setRestriction: (restriction) => dispatch({ type: 'restriction', restriction }),
    trackingReady: () => dispatch({ type: 'trackingReady' }),
    widget: () => (state.status === 'ready' ? widget : null),
    state: () => state,
  };
}
