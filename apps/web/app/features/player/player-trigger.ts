import { accountHashWithoutCode, parseAccountHash, type AccountHash } from '../../lib/account-hash.ts';
import { onLoginRequest } from '../../lib/account-session.ts';
import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandShared } from '../../lib/islands/island-root.tsx';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import { DOM_HOOKS } from '../../lib/dom-hooks.ts';
import { browserStorage } from '../../lib/storage/safe-storage.ts';
import type { Store } from '../../lib/state/create-store.ts';
import { trackingStore, type TrackingState } from '../../lib/tracking-state.ts';
import { applyPlayLinks } from './play-links.ts';
import type { PlayerRuntime } from './player-runtime.ts';
import type { PlayerVisitor } from './player-session.ts';
import { readPlayer, resolvePlayer, writePlayer } from './player-storage.ts';

export interface PlayerStart {
  page: IslandPage;
  report: ReportError;
  /** The shared island parts and the visitor engine, once the app root has started them. */
  context: Promise<{ shared: IslandShared; visitor: PlayerVisitor }>;
  /** Page tracking's state (lib/tracking-state.ts; a test passes its own). */
  tracking?: Store<TrackingState>;
  navigate?: (url: string) => void;
}

const PLAY_LINKS = `a[${DOM_HOOKS.playLink}], a[${DOM_HOOKS.play}]`;

/**
 * What every page runs of the player: the campaign parameters (stored, and carried by the play
 * links), a one-time code taken out of the address at once, and the watchers that load the
 * player runtime (its own chunk) only when an account hash or a play link asks for it.
 */
export function startPlayer(start: PlayerStart): void {
  const { page, report } = start;
  const storage = browserStorage();
  const player = resolvePlayer(window.location.search, storage);
  // The visit's tracking ids: kept from an earlier page for tracking (no new frame needed), and
  // stored with the player state whenever tracking gets new ones (spec/shell.md section 3).
  const tracking = start.tracking ?? trackingStore;
  if (player.tracking.info) tracking.setState({ info: player.tracking.info });
  tracking.subscribe(() => {
    const { info } = tracking.getState();
    const stored = readPlayer(storage);
    if (info && JSON.stringify(info) !== JSON.stringify(stored.tracking.info)) writePlayer(storage, { ...stored, tracking: { info, ready: false } });
  });
  applyPlayLinks(page.site.platformUrl, player);
  // A returning player's own Ontario flag lifts Ontario's region block from the first geo answer
  // on (spec/shell.md section 4), not only after a login on this page.
  if (player.notOntario) void start.context.then(({ visitor }) => visitor.setNotOntario(true)).catch((error: unknown) => report(error, 'player'));
  const options = { feedbacksEnabled: page.culture.feedbacksEnabled === true };
  const navigate = start.navigate ?? ((url: string) => window.location.assign(url));

  let runtime: Promise<PlayerRuntime> | null = null;
  const load = () =>
    (runtime ??= Promise.all([import('./player-runtime.ts'), import('./player-ui.ts'), start.context]).then(
      ([{ startPlayerRuntime }, ui, { shared, visitor }]) =>
        startPlayerRuntime({
          page,
          ui: shared.ui,
          visitor,
          storage,
          player,
          navigate,
          tracking,
          voucher: (step) => ui.showVoucher(shared, step, report),
          onLoadFailed: () => ui.showAccountError(page),
        }),
    ));

  /** The hash as read; a code in it is kept in memory only and the address loses it at once. */
  const readHash = (): AccountHash | null => {
    const parsed = parseAccountHash(window.location.hash, options);
    if (parsed?.code) window.history.replaceState(window.history.state, '', accountHashWithoutCode(parsed));
    return parsed;
  };
  const onHash = (pushed: boolean) => {
    const parsed = readHash();
    if (!parsed && !runtime) return;
    load()
      .then((player) => player.onHash(parsed, pushed))
      .catch((error: unknown) => report(error, 'player'));
  };
  window.addEventListener('hashchange', () => onHash(true));
  onHash(false);
  // A page part that shows the player's own data (bank-transfer details) asks for a login that stays on the page.
  onLoginRequest((intent) => {
    load()
      .then((player) => player.login(intent))
      .catch((error: unknown) => report(error, 'player'));
  });

  // One listener for every play link, present or to come (overlays): no link is rewritten per visitor state.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PLAY_LINKS) : null;
    if (!link) return;
    event.preventDefault();
    const kind = link.getAttribute(DOM_HOOKS.play) === 'demo' ? 'demo' : 'real';
    load()
      .then((player) => player.play({ href: link.href, kind, generic: link.hasAttribute(DOM_HOOKS.playLink) }))
      .catch((error: unknown) => {
        // Without the runtime the platform asks for the login itself.
        report(error, 'player');
        navigate(link.href);
      });
  });
}
