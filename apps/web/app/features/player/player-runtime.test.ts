// @vitest-environment happy-dom
import {
  ACCOUNT_HOST_GLOBAL,
  type AccountWidget,
  type PlayerResult,
  type Restriction,
  type WidgetCommand,
  type WidgetEvent,
} from '@mc/account-protocol/account-protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAccountHash } from '../../lib/account-hash.ts';
import { accountSession, NO_ACCOUNT_SESSION } from '../../lib/account-session.ts';
import { APP_EVENTS, onAppEvent } from '../../lib/app-events.ts';
import { TEST_PAGE } from '../../lib/islands/island-test-page.ts';
import { createStore } from '../../lib/state/create-store.ts';
import { createUiStore } from '../../lib/state/ui-store.ts';
import type { TrackingState } from '../../lib/tracking-state.ts';
import { memoryStorage } from '../../lib/storage/memory-storage.ts';
import { createSafeStorage } from '../../lib/storage/safe-storage.ts';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import type { VoucherStep } from './player-funnel.ts';
import { startPlayerRuntime, type PlayerRuntime } from './player-runtime.ts';
import type { PlayerVisitorView } from './player-session.ts';
import { defaultPlayerState, type PlayerState } from './player-state.ts';

const PLAYER: PlayerResult = {
  segment: 1,
  username: 'ann',
  loginname: 'ann@example.com',
  userExternalId: 'ext-1',
  sonLangCode: 'en',
  notOntario: true,
  platformAddress: 'https://play.example/?handoff=h1',
};

const BANK_DETAILS = {
  code: 'bank-transfer',
  bankName: 'Bank',
  beneficiary: 'Mondo Casino Ltd',
  iban: 'GB29NWBK60161331926819',
  bic: 'EXGBGB2L',
  reference: 'MCUK-0123456789',
  currency: 'GBP',
  instructions: 'Quote the reference.',
};

/** A fake widget script: registers on the host, reports ready when told, records every command. */
function fakeWidget() {
  const commands: WidgetCommand[] = [];
  const urls: string[] = [];
  let fail = false;
  let autoReady = true;
  const widget: AccountWidget = {
    version: 1,
    command: (command) => void commands.push(command),
    platformAddress: async () => 'https://play.example/?handoff=fresh',
    bankTransfer: async ({ code }) => ({ status: 'ok', details: { ...BANK_DETAILS, code } }),
  };
  const report = (event: WidgetEvent) => window[ACCOUNT_HOST_GLOBAL]!.report(event);
  return {
    commands,
    urls,
    report,
    failNext: () => (fail = true),
    manualReady: () => (autoReady = false),
    loadScript: (url: string, onError: () => void) => {
      urls.push(url);
      if (fail) return void queueMicrotask(onError);
      queueMicrotask(() => {
        window[ACCOUNT_HOST_GLOBAL]!.register(widget);
        if (autoReady) report({ type: 'ready' });
      });
    },
  };
}

interface Setup {
  restriction?: Restriction | null;
  underMaintenance?: boolean;
  player?: Partial<PlayerState>;
  page?: Partial<IslandPage>;
  site?: Partial<IslandPage['site']>;
  tracking?: ReturnType<typeof createStore<TrackingState>>;
}

function setup(options: Setup = {}) {
  const widget = fakeWidget();
  const navigations: string[] = [];
  const vouchers: VoucherStep[] = [];
  const failures: number[] = [];
  let view: PlayerVisitorView = {
    settled: true,
    restriction: options.restriction ?? null,
    country: 'GB',
    region: null,
    underMaintenance: options.underMaintenance ?? false,
  };
  const listeners = new Set<() => void>();
  const notOntario: boolean[] = [];
  const ui = createUiStore(0);
  let time = 0;
  const local = memoryStorage();
  const runtime: PlayerRuntime = startPlayerRuntime({
    page: { ...TEST_PAGE, ...options.page, site: { ...TEST_PAGE.site, ...options.site } },
    ui,
    visitor: {
      view: () => view,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      setNotOntario: (value) => void notOntario.push(value),
    },
    storage: createSafeStorage({ local, session: memoryStorage() }),
    player: { ...defaultPlayerState(), ...options.player },
    navigate: (url) => void navigations.push(url),
    tracking: options.tracking ?? createStore<TrackingState>({ ready: true, info: null }),
    voucher: (step) => void vouchers.push(step),
    onLoadFailed: () => void failures.push(1),
    now: () => time,
    loadScript: widget.loadScript,
  });
  return {
    runtime,
    widget,
    navigations,
    vouchers,
    failures,
    ui,
    local,
    notOntario,
    advance: (ms: number) => (time += ms),
    setView(next: Partial<PlayerVisitorView>) {
      view = { ...view, ...next };
      for (const listener of listeners) listener();
    },
    /** Navigates to an account hash as a link would, and hands it to the runtime as the trigger does. */
    openHash(hash: string, pushed = true) {
      window.location.hash = hash;
      runtime.onHash(parseAccountHash(hash), pushed);
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const types = (commands: WidgetCommand[]) => commands.map((command) => command.type);

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => vi.restoreAllMocks());

describe('player runtime', () => {
  it('loads the widget script on the first open, queues the command until ready, and mirrors the state', async () => {
    const { widget, openHash } = setup();
    widget.manualReady();
    openHash('#account/login');
    await flush();
    expect(widget.urls).toEqual(['https://api.test/son-auth/config?lang=en-GB&country=GB']);
    expect(widget.commands).toEqual([]);
    expect(document.documentElement.getAttribute('data-account-widget')).toBe('loading');
    widget.report({ type: 'ready' });
    expect(types(widget.commands)).toEqual(['login']);
    const command = widget.commands[0] as Extract<WidgetCommand, { type: 'login' }>;
    expect(command.context).toMatchObject({ site: 'MCUK', culture: 'en-GB', hashMode: 'login', accountMode: { funnelPoint: 'login', module: 'login' } });
    widget.report({ type: 'shown', widget: 'login' });
    expect(document.documentElement.getAttribute('data-account-widget')).toBe('open');
    expect(document.documentElement.getAttribute('data-funnel-point')).toBe('login');
  });

  it('loads the widget only once tracking is ready', async () => {
    const tracking = createStore<TrackingState>({ ready: false, info: null });
    const { widget, openHash } = setup({ tracking });
    openHash('#account/login');
    await flush();
    expect(widget.urls).toEqual([]);
    const info = { arCode: 'MCUK-WEB', uguid: 'u-1', usguid: 's-1', ustd: null, utv: '1A', flowId: 'f-1' };
    tracking.setState({ ready: true, info });
    await flush();
    expect(widget.urls).toHaveLength(1);
    // The queued command leaves with the visit's tracking ids, for the login record.
    await flush();
    expect(widget.commands[0]).toMatchObject({ type: 'login', context: { usguid: 's-1', flowId: 'f-1' } });
  });

  it('a failed load shows the error once and tries again on the next open', async () => {
    const { widget, openHash, failures } = setup();
    widget.failNext();
    openHash('#account/register');
    await flush();
    await flush();
    expect(failures).toHaveLength(1);
    expect(document.documentElement.getAttribute('data-account-widget')).toBe('failed');
  });

  it.each<[Restriction | null, string, string, string]>([
    ['registerblocked', '#account/register', 'open', 'registerblocked'],
    ['registerblocked', '#account/login', 'login', 'login'],
    ['playblocked', '#account/register', 'register', 'register'],
    ['playblocked', '#account/login', 'open', 'playblocked'],
    ['blockedwithlogin', '#account/register', 'login', 'login'],
  ])('under %s, %s sends %s at funnel point %s', async (restriction, hash, command, funnelPoint) => {
    const { widget, openHash } = setup({ restriction });
    openHash(hash);
    await flush();
    expect(types(widget.commands)).toEqual([command]);
    expect((widget.commands[0] as { context: { accountMode: { funnelPoint: string } } }).context.accountMode.funnelPoint).toBe(funnelPoint);
  });

  it.each(['blocked', 'fullyblocked', 'accountblocked'] as const)('under %s opens nothing', async (restriction) => {
    const { widget, openHash } = setup({ restriction });
    openHash('#account/login');
    await flush();
    expect(widget.urls).toEqual([]);
  });

  it('under maintenance shows the maintenance notice, then what was asked once the re-check clears it', async () => {
    const { widget, openHash, setView } = setup({ underMaintenance: true });
    openHash('#account/login');
    await flush();
    expect(types(widget.commands)).toEqual(['maintenance']);
    setView({ underMaintenance: false });
    expect(types(widget.commands)).toEqual(['maintenance', 'login']);
  });

  it('closing a pushed hash goes back in history; a landed one is replaced, publishing the change', async () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    const pushed = setup();
    pushed.openHash('#account/login', true);
    await flush();
    pushed.widget.report({ type: 'closed' });
    expect(back).toHaveBeenCalledTimes(1);

    const landed = setup();
    const hashes: unknown[] = [];
    const stop = onAppEvent(APP_EVENTS.hashChange, (detail) => hashes.push(detail));
    window.addEventListener('hashchange', () => hashes.push(location.hash), { once: true });
    landed.openHash('#account/login', false);
    await flush();
    landed.widget.report({ type: 'closed' });
    expect(location.hash).toBe('');
    expect(hashes).toEqual(['']);
    stop();
  });

  it('Back (the hash gone) closes an open widget', async () => {
    const { widget, openHash, runtime } = setup();
    openHash('#account/login');
    await flush();
    widget.report({ type: 'shown', widget: 'login' });
    runtime.onHash(null, false);
    expect(types(widget.commands)).toEqual(['login', 'close']);
  });

  it('login success: reducers, tracking, then goToPlatform and the held address', async () => {
    const tracked: unknown[] = [];
    const stop = onAppEvent(APP_EVENTS.track, (detail) => tracked.push(detail));
    const { widget, openHash, navigations, local, notOntario } = setup();
    openHash('#account/login');
    await flush();
    widget.report({ type: 'loginSuccess', player: PLAYER });
    expect(types(widget.commands)).toEqual(['login', 'goToPlatform']);
    expect(navigations).toEqual(['https://play.example/?handoff=h1']);
    expect(notOntario).toEqual([true]);
    expect(JSON.parse(local.data.get('xtpl')!)).toMatchObject({ segment: 1, username: 'ann', loginname: 'ann@example.com' });
    expect(local.data.get('xtpl')).not.toContain('handoff');
    expect(document.documentElement.getAttribute('data-player-segment')).toBe('1');
    expect(tracked).toEqual([
      { group: 'abpoint', event: 'pre-login' },
      { group: 'user', event: 'logged' },
      { group: 'abpoint', event: 'post-login' },
      { group: 'journey', event: 'platform_open' },
    ]);
    stop();
  });

  it('follows a platform address only on the platform origin', async () => {
    const { widget, openHash, navigations } = setup();
    openHash('#account/login');
    await flush();
    widget.report({ type: 'loginSuccess', player: { ...PLAYER, platformAddress: 'https://evil.example/' } });
    expect(navigations).toEqual(['https://play.example/']);
  });

  it.each(['#account/depositlimits', '#feedback'])('%s keeps the player on the page after login', async (hash) => {
    const { widget, openHash, navigations } = setup();
    openHash(hash);
    await flush();
    expect((widget.commands[0] as { context: { intent: string } }).context.intent).toBe(hash === '#feedback' ? 'feedback' : 'depositLimits');
    widget.report({ type: 'loginSuccess', player: PLAYER });
    expect(navigations).toEqual([]);
  });

  it('registration success: the voucher step, then the platform (a fresh address after 30 s)', async () => {
    const { widget, openHash, navigations, vouchers, advance, local } = setup();
    openHash('#account/register');
    await flush();
    widget.report({ type: 'registrationSuccess', process: 1, player: PLAYER });
    expect(JSON.parse(local.data.get('xtpl')!)).toMatchObject({ segment: 0, username: 'ann' });
    expect(vouchers).toHaveLength(1);
    expect(navigations).toEqual([]);
    vouchers[0]!.onDone();
    expect(navigations).toEqual(['https://play.example/?handoff=h1']);

    widget.report({ type: 'registrationSuccess', process: 1, player: PLAYER });
    advance(31_000);
    vouchers[1]!.onDone();
    await flush();
    expect(navigations.at(-1)).toBe('https://play.example/?handoff=fresh');
  });

  it.each(['#account/depositlimits', '#feedback'])('%s: a player new through Pay N Play stays for the form (no voucher, no platform)', async (hash) => {
    const { widget, openHash, navigations, vouchers, local } = setup();
    openHash(hash);
    await flush();
    widget.report({ type: 'registrationSuccess', process: 1, player: PLAYER });
    expect(JSON.parse(local.data.get('xtpl')!)).toMatchObject({ segment: 0, username: 'ann' });
    expect(vouchers).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('registration process 7 continues as a login', async () => {
    const { widget, openHash, vouchers } = setup();
    openHash('#account/register');
    await flush();
    widget.report({ type: 'registrationSuccess', process: 7, player: PLAYER });
    expect(vouchers).toEqual([]);
    expect(types(widget.commands)).toEqual(['register', 'login']);
    expect(document.documentElement.getAttribute('data-funnel-point')).toBe('login');
  });

  it("a sibling skin's player goes to that site with a one-time prefill code, never the username", async () => {
    const { widget, openHash, navigations } = setup();
    openHash('#account/login');
    await flush();
    const prefillCode = 'Pf_0123456789abcdef';
    widget.report({ type: 'loginFailure', code: 'USER_BELONGS_TO_SIBLING_SKIN', sibling: { site: 'MCSE', prefillCode } });
    widget.report({ type: 'loginFailure', code: 'USER_BELONGS_TO_SIBLING_SKIN', sibling: { site: 'NOPE', prefillCode } });
    widget.report({ type: 'loginFailure', code: 'INVALID_CREDENTIALS' });
    expect(navigations).toEqual([`https://mcse.example/#account/login/${prefillCode}`]);
  });

  it('passes the prefill and reset codes from the hash to the widget, in memory only', async () => {
    const { widget, runtime, local } = setup();
    runtime.onHash({ mode: 'reset_password', code: 'R'.repeat(20) }, false);
    await flush();
    expect(widget.commands[0]).toMatchObject({ type: 'open', context: { resetCode: 'R'.repeat(20), accountMode: { module: 'resetPassword' } } });
    expect([...local.data.values()].join()).not.toContain('RRRR');
  });

  it("a guest's real-money play opens registration with the game as deeplink; demo follows the market", async () => {
    const uk = setup();
    uk.runtime.play({ href: 'https://play.example/games/starburst/?mode=demo', kind: 'demo', generic: false });
    await flush();
    expect(location.hash).toBe('#account/register');
    uk.runtime.onHash(parseAccountHash(location.hash), true);
    await flush();
    expect(uk.widget.commands[0]).toMatchObject({ type: 'register', context: { deeplink: '/games/starburst/?mode=demo', intent: 'play' } });

    history.replaceState(null, '', '/');
    const anyone = setup({ site: { demoPlay: 'anyone' } });
    anyone.runtime.play({ href: 'https://play.example/games/starburst/?mode=demo', kind: 'demo', generic: false });
    await flush();
    expect(anyone.navigations).toEqual(['https://play.example/games/starburst/?mode=demo']);

    history.replaceState(null, '', '/');
    const returning = setup({ player: { segment: 0, username: 'ann' } });
    returning.runtime.play({ href: 'https://play.example/games/starburst/', kind: 'real', generic: false });
    await flush();
    expect(location.hash).toBe('#account/login');
  });

  it('the blocking view gives way while the widget is on screen', async () => {
    const { widget, openHash, ui } = setup({ restriction: 'blockedwithlogin' });
    openHash('#account/login');
    await flush();
    widget.report({ type: 'shown', widget: 'login' });
    expect(ui.getState().accountWidgetOpen).toBe(true);
    widget.report({ type: 'closed' });
    expect(ui.getState().accountWidgetOpen).toBe(false);
  });
});

describe('a login that stays on the page (lib/account-session.ts)', () => {
  // Earlier logins of this file published their sessions to the page-wide store.
  beforeEach(() => accountSession.setState(NO_ACCOUNT_SESSION));

  it('opens the login with the intent, stays after the login or a registration, and lets page parts ask the widget for the player’s details', async () => {
    const { runtime, widget, navigations, vouchers } = setup();
    expect(accountSession.getState().logins).toBe(0);
    runtime.login('bankTransfer');
    expect(location.hash).toBe('#account/login');
    runtime.onHash(parseAccountHash(location.hash), true);
    await flush();
    expect(widget.commands[0]).toMatchObject({ type: 'login', context: { intent: 'bankTransfer', hashMode: 'login' } });
    widget.report({ type: 'loginSuccess', player: PLAYER });
    expect(navigations).toEqual([]);
    expect(types(widget.commands)).toEqual(['login']);
    expect(accountSession.getState().logins).toBe(1);
    expect(await accountSession.getState().bankTransfer?.({ culture: 'en-GB', code: 'bank-transfer' })).toEqual({ status: 'ok', details: BANK_DETAILS });

    history.replaceState(null, '', '/');
    accountSession.setState(NO_ACCOUNT_SESSION);
    const fresh = setup();
    fresh.runtime.login('bankTransfer');
    fresh.runtime.onHash(parseAccountHash(location.hash), true);
    await flush();
    fresh.widget.report({ type: 'registrationSuccess', process: 1, player: { ...PLAYER, segment: 0 } });
    expect(fresh.navigations).toEqual([]);
    expect(fresh.vouchers).toEqual([]);
    expect(accountSession.getState().logins).toBe(1);
    expect(vouchers).toEqual([]);
  });
});
