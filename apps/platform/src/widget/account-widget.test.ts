// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountHost, AccountWidget, PlayerResult, WidgetContext, WidgetEvent } from '@mc/account-protocol/account-protocol';
import { startAccountWidget } from './widget.ts';
import type { WidgetConfig } from './widget-config.ts';
import { WIDGET_MESSAGES } from './widget-messages.ts';

const SCRIPT = 'https://api.example/sites/mc/son-auth/config?lang=en';
const BASE = 'https://api.example/sites/mc/son-auth/';
const SESSION = 'secret-session-token-0123456789';
const en = WIDGET_MESSAGES.en;

const CONFIG: WidgetConfig = {
  site: 'MC',
  culture: 'en',
  currency: 'EUR',
  defaultCountry: 'MT',
  country: null,
  siteNames: { MC: 'Mondo Casino', MCUK: 'Mondo Casino UK' },
  realMoneyPlay: true,
  messages: en,
};

const PLAYER: PlayerResult = {
  segment: 1,
  username: 'ada',
  loginname: 'ada',
  userExternalId: 'ext-1',
  sonLangCode: 'en',
  notOntario: true,
  platformAddress: 'https://play.example/play/mc/?code=h1',
};

function context(overrides: Partial<WidgetContext> = {}): WidgetContext {
  return {
    protocol: 1,
    site: 'MC',
    culture: 'en',
    country: 'MT',
    region: null,
    restriction: null,
    accountMode: { funnelPoint: 'login', module: 'login' },
    hashMode: null,
    intent: null,
    payNPlay: false,
    feedbacksEnabled: true,
    segment: -1,
    username: null,
    prefillCode: null,
    resetCode: null,
    deeplink: null,
    deeplinkPrId: null,
    aname: null,
    bt: null,
    usguid: null,
    flowId: null,
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };
type Handler = (request: { method: string; path: string; body: Record<string, unknown> | undefined; headers: Record<string, string> }) => Reply;

interface Call {
  url: string;
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

let events: WidgetEvent[];
let calls: Call[];
let routes: Record<string, Handler | Reply>;

function respond(reply: Reply): Response {
  if (reply.body === undefined) return new Response(null, { status: reply.status });
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function start(config: WidgetConfig = CONFIG): AccountWidget {
  let registered: AccountWidget | null = null;
  const host: AccountHost = { version: 1, register: (widget) => (registered = widget), report: (event) => void events.push(event) };
  window.mcAccountHost = host;
  expect(startAccountWidget(config, SCRIPT)).not.toBeNull();
  if (!registered) throw new Error('not registered');
  return registered;
}

const dialog = (): HTMLDialogElement => document.querySelector('[data-testid="account-widget"]') as HTMLDialogElement;
const title = (): string => document.getElementById(dialog().getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
const of = <T extends WidgetEvent['type']>(type: T) => events.filter((event): event is Extract<WidgetEvent, { type: T }> => event.type === type);

/** The control labelled `text` (a label's own text, "(optional)" included). */
function field(text: string): HTMLInputElement {
  const label = [...dialog().querySelectorAll('label')].find((node) => node.textContent === text);
  if (!label) throw new Error(`no label '${text}' in: ${[...dialog().querySelectorAll('label')].map((node) => node.textContent).join(' | ')}`);
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}
function buttonNamed(name: string): HTMLButtonElement {
  const found = [...dialog().querySelectorAll('button')].find((node) => (node.getAttribute('aria-label') ?? node.textContent) === name);
  if (!found) throw new Error(`no button '${name}'`);
  return found;
}
function type(text: string, value: string): void {
  const input = field(text);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function submit(): void {
  const form = dialog().querySelector('form');
  if (!form) throw new Error('no form');
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
const alertText = (): string => dialog().querySelector('[role="alert"]:not([hidden])')?.textContent ?? '';
const statusText = (): string => dialog().querySelector('[role="status"]:not([hidden])')?.textContent ?? '';

/** The rules the axe scan will check that a unit test can see. */
function expectAccessible(): void {
  const node = dialog();
  expect(node.open).toBe(true);
  expect(title()).not.toBe('');
  expect(buttonNamed(en.close)).toBeTruthy();
  for (const control of node.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
    expect(node.querySelector(`label[for="${control.id}"]`), control.name).not.toBeNull();
    if (control.required) expect(control.getAttribute('aria-required'), control.name).toBe('true');
    for (const id of (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)) expect(document.getElementById(id), id).not.toBeNull();
  }
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
}

beforeEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  events = [];
  calls = [];
  routes = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      const method = init.method ?? 'GET';
      const path = url.href.slice(BASE.length).split('?')[0] ?? '';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ url: url.href, method, path, body, headers, credentials: init.credentials });
      const route = routes[`${method} ${path}`];
      if (!route) return respond({ status: 404, body: { code: 'NOT_FOUND' } });
      return respond(typeof route === 'function' ? route({ method, path, body, headers }) : route);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.mcAccountHost;
});

describe('loading', () => {
  it('registers a version 1 widget and reports ready', () => {
    const widget = start();
    expect(widget.version).toBe(1);
    expect(events).toEqual([{ type: 'ready' }]);
    expect(dialog()).toBeNull();
  });

  it('does nothing without a host, or with a host of another version (warning once)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startAccountWidget(CONFIG, SCRIPT)).toBeNull();
    const register = vi.fn();
    window.mcAccountHost = { version: 2, register, report: register } as unknown as AccountHost;
    expect(startAccountWidget(CONFIG, SCRIPT)).toBeNull();
    expect(register).not.toHaveBeenCalled();
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

describe('login', () => {
  it('logs in, reports the player, keeps the session out of storage, the DOM and URLs, and mints platform addresses', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    routes['POST login'] = { status: 200, body: { player: PLAYER, session: SESSION } };
    routes['POST handoff'] = ({ headers }) =>
      headers.Authorization === `Bearer ${SESSION}`
        ? { status: 200, body: { platformAddress: 'https://play.example/play/mc/?code=h2' } }
        : { status: 401, body: {} };
    const widget = start();
    expect(await widget.platformAddress()).toBeNull();
    widget.command({ type: 'login', context: context({ username: 'ada', deeplink: '/games/x/', deeplinkPrId: '7' }) });
    expect(title()).toBe(en.loginTitle);
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'login' }]);
    expectAccessible();
    expect(field(en.username).value).toBe('ada');
    expect(field(en.username).getAttribute('autocomplete')).toBe('username');
    expect(field(en.password).getAttribute('autocomplete')).toBe('current-password');
    expect(document.activeElement).toBe(field(en.username));
    expect(buttonNamed(en.forgotLink)).toBeTruthy();
    expect(buttonNamed(en.registerLink)).toBeTruthy();
    type(en.password, 'pa55word!');
    submit();
    expect(buttonNamed(en.loginSubmit).disabled).toBe(true);
    expect(buttonNamed(en.loginSubmit).getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(of('loginSuccess')).toHaveLength(1));
    expect(of('loginSuccess')[0]?.player).toEqual(PLAYER);
    const call = calls.find((entry) => entry.path === 'login');
    expect(call).toMatchObject({
      url: `${BASE}login`,
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: { culture: 'en', username: 'ada', password: 'pa55word!', deeplink: '/games/x/', deeplinkPrId: '7' },
    });
    expect(statusText()).toBe(en.going);
    expect(await widget.platformAddress()).toBe('https://play.example/play/mc/?code=h2');
    expect(calls.at(-1)).toMatchObject({ path: 'handoff', body: { deeplink: '/games/x/', deeplinkPrId: '7' } });
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.documentElement.outerHTML).not.toContain(SESSION);
    expect(calls.every((entry) => !entry.url.includes(SESSION))).toBe(true);
  });

  it('answers 401 with one generic message in the alert, focused, and reports the failure', async () => {
    routes['POST login'] = { status: 401, body: { code: 'INVALID_CREDENTIALS' } };
    const widget = start();
    widget.command({ type: 'login', context: context() });
    type(en.username, 'ada');
    type(en.password, 'wrong');
    submit();
    await vi.waitFor(() => expect(alertText()).toBe(en.wrongCredentials));
    expect(document.activeElement).toBe(dialog().querySelector('[role="alert"]'));
    expect(of('loginFailure')).toEqual([{ type: 'loginFailure', code: 'INVALID_CREDENTIALS' }]);
    expect(buttonNamed(en.loginSubmit).disabled).toBe(false);
    expect(await widget.platformAddress()).toBeNull();
  });

  it('says so on 429', async () => {
    routes['POST login'] = { status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } };
    const widget = start();
    widget.command({ type: 'login', context: context({ username: 'ada' }) });
    type(en.password, 'x');
    submit();
    await vi.waitFor(() => expect(alertText()).toBe(en.tooManyAttempts));
  });

  it('checks required fields itself, with linked errors', () => {
    const widget = start();
    widget.command({ type: 'login', context: context() });
    submit();
    expect(calls).toHaveLength(0);
    const username = field(en.username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(username.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(en.required);
    expect(alertText()).toContain(en.fixFields);
    expectAccessible();
  });

  it('reports a sibling-site account and names the site', async () => {
    routes['POST login'] = { status: 409, body: { code: 'USER_BELONGS_TO_SIBLING_SKIN', sibling: { site: 'MCUK', prefillCode: 'pc1' } } };
    const widget = start();
    widget.command({ type: 'login', context: context({ username: 'ada' }) });
    type(en.password, 'right');
    submit();
    await vi.waitFor(() => expect(of('loginFailure')).toHaveLength(1));
    expect(of('loginFailure')[0]).toEqual({ type: 'loginFailure', code: 'USER_BELONGS_TO_SIBLING_SKIN', sibling: { site: 'MCUK', prefillCode: 'pc1' } });
    expect(dialog().textContent).toContain('Your account belongs to Mondo Casino UK. Taking you there…');
  });

  it('prefills the username from a prefill code', async () => {
    routes['GET prefill'] = { status: 200, body: { username: 'grace' } };
    const widget = start();
    widget.command({ type: 'login', context: context({ prefillCode: 'abc' }) });
    await vi.waitFor(() => expect(field(en.username).value).toBe('grace'));
    expect(calls[0]?.url).toBe(`${BASE}prefill?code=abc`);
  });
});

describe('registration', () => {
  function fill(): void {
    type(en.newUsername, 'ada');
    type(en.email, 'ada@example.com');
    type(en.newPassword, 'Secret123!');
    type(en.firstName, 'Ada');
    type(en.lastName, 'Lovelace');
    type(en.dateOfBirth, '1990-12-10');
    type(en.address, '1 Main Street');
    type(en.city, 'Valletta');
    type(en.postcode, 'VLT 1000');
    field(en.terms).checked = true;
    field('I am 18 or older').checked = true;
  }

  it('groups the fields, reports the first interaction once, and reports a 201 registration', async () => {
    routes['POST register'] = { status: 201, body: { process: 1, player: { ...PLAYER, segment: 0 }, session: SESSION } };
    const widget = start();
    widget.command({ type: 'register', context: context({ aname: 'aff1', bt: 'bt1', deeplink: '/games/x/' }) });
    expect(title()).toBe(en.registerTitle);
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'registration' }]);
    expectAccessible();
    expect([...dialog().querySelectorAll('legend')].map((node) => node.textContent)).toEqual([
      en.groupAccount,
      en.groupPersonal,
      en.groupAddress,
      en.groupConsents,
      en.groupLimit,
    ]);
    const autocomplete = [...dialog().querySelectorAll('[autocomplete]')].map((node) => node.getAttribute('autocomplete'));
    expect(autocomplete).toEqual(
      expect.arrayContaining([
        'username',
        'email',
        'new-password',
        'given-name',
        'family-name',
        'bday',
        'tel',
        'street-address',
        'address-level2',
        'postal-code',
        'country',
      ]),
    );
    expect(field(en.country).value).toBe('MT');
    expect(field(`${en.mobile} ${en.optional}`).required).toBe(false);
    fill();
    type(en.newUsername, 'ada2');
    expect(of('registrationInteracted')).toHaveLength(1);
    field(`${en.limitPeriod} ${en.optional}`).value = 'weekly';
    type(`Limit amount (EUR) ${en.optional}`, '100');
    submit();
    await vi.waitFor(() => expect(of('registrationSuccess')).toHaveLength(1));
    expect(of('registrationSuccess')[0]).toEqual({ type: 'registrationSuccess', process: 1, player: { ...PLAYER, segment: 0 } });
    expect(calls[0]?.body).toEqual({
      culture: 'en',
      username: 'ada2',
      email: 'ada@example.com',
      password: 'Secret123!',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      address: '1 Main Street',
      city: 'Valletta',
      postcode: 'VLT 1000',
      country: 'MT',
      consents: { terms: true, adult: true, promoEmail: false, promoSms: false },
      depositLimit: { period: 'weekly', amount: 100 },
      aname: 'aff1',
      bt: 'bt1',
      deeplink: '/games/x/',
    });
    expect(dialog().open).toBe(false);
    expect(of('closed')).toHaveLength(0);
    expect(await widget.platformAddress()).toBeNull(); // no handoff route in this test: still asked with the session
    expect(calls.at(-1)?.headers.Authorization).toBe(`Bearer ${SESSION}`);
  });

  it('asks to check the email on 202', async () => {
    routes['POST register'] = { status: 202, body: { process: 2 } };
    const widget = start();
    widget.command({ type: 'register', context: context() });
    fill();
    submit();
    await vi.waitFor(() => expect(statusText()).toBe(en.checkEmail));
    expect(of('registrationSuccess')).toHaveLength(0);
  });

  it('shows the back end field errors on their fields', async () => {
    routes['POST register'] = {
      status: 400,
      body: { code: 'INVALID_FIELDS', errors: { username: 'USERNAME_TAKEN', dateOfBirth: 'TOO_YOUNG', 'consents.terms': 'REQUIRED' } },
    };
    const widget = start();
    widget.command({ type: 'register', context: context() });
    fill();
    submit();
    await vi.waitFor(() => expect(alertText()).toContain(en.fixFields));
    const username = field(en.newUsername);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${username.id}-err`)?.textContent).toBe(en.usernameTaken);
    expect(username.getAttribute('aria-describedby')).toContain(`${username.id}-err`);
    expect(document.getElementById(`${field(en.dateOfBirth).id}-err`)?.textContent).toBe('You must be 18 or older to play.');
    expect(field(en.terms).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog().querySelector('[role="alert"]'));
    expectAccessible();
  });

  it('names the sibling site on 409', async () => {
    routes['POST register'] = { status: 409, body: { code: 'USER_BELONGS_TO_SIBLING_SKIN', sibling: { site: 'MCUK' } } };
    const widget = start();
    widget.command({ type: 'register', context: context() });
    fill();
    submit();
    await vi.waitFor(() => expect(alertText()).toContain('Mondo Casino UK'));
  });

  it('asks for the province in Canada, where the age is 19', () => {
    const widget = start();
    widget.command({ type: 'register', context: context({ country: 'CA' }) });
    expect(field(en.country).value).toBe('CA');
    expect(field(en.province).closest('[hidden]')).toBeNull();
    expect(field('I am 19 or older')).toBeTruthy();
    field(en.country).value = 'IE';
    field(en.country).dispatchEvent(new Event('change', { bubbles: true }));
    expect(field(en.province).closest('[hidden]')).not.toBeNull();
    expect(field('I am 18 or older')).toBeTruthy();
  });
});

describe('Pay N Play', () => {
  it('shows the Pay N Play form for login and registration, and reports a new account as a registration', async () => {
    routes['POST paynplay'] = { status: 201, body: { process: 1, created: true, player: PLAYER, session: SESSION } };
    const widget = start({ ...CONFIG, culture: 'sv', currency: 'SEK' });
    widget.command({ type: 'register', context: context({ payNPlay: true, culture: 'sv', deeplink: '/games/starburst/' }) });
    expect(title()).toBe(en.pnpTitle);
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'paynplay' }]);
    expectAccessible();
    type(en.personalNumber, '19900101-1234');
    type('Deposit amount (SEK)', '200');
    buttonNamed(en.pnpSubmit);
    submit();
    await vi.waitFor(() => expect(of('registrationSuccess')).toEqual([{ type: 'registrationSuccess', process: 1, player: PLAYER }]));
    expect(calls[0]?.body).toEqual({ culture: 'sv', personalNumber: '19900101-1234', amount: 200, deeplink: '/games/starburst/' });
  });

  it('reports an existing account as a login', async () => {
    routes['POST paynplay'] = { status: 200, body: { process: 1, created: false, player: PLAYER, session: SESSION } };
    const widget = start();
    widget.command({ type: 'login', context: context({ payNPlay: true }) });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'paynplay' }]);
    type(en.personalNumber, '199001011234');
    type('Deposit amount (EUR)', '50');
    submit();
    await vi.waitFor(() => expect(of('loginSuccess')).toHaveLength(1));
  });
});

describe('tracking ids', () => {
  const IDS = { usguid: 'visit-s-1', flowId: 'flow-f-1' };

  it('passes the page’s usguid and flow id on with a login, a registration and Pay N Play, for their records', async () => {
    routes['POST login'] = { status: 401, body: { code: 'INVALID_CREDENTIALS' } };
    routes['POST register'] = { status: 400, body: { code: 'INVALID_FIELDS', errors: { username: 'USERNAME_TAKEN' } } };
    routes['POST paynplay'] = { status: 400, body: { code: 'INVALID_FIELDS', errors: { personalNumber: 'INVALID' } } };
    const widget = start();
    widget.command({ type: 'login', context: context({ ...IDS, username: 'ada' }) });
    type(en.password, 'pw');
    submit();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    widget.command({ type: 'register', context: context(IDS) });
    for (const [label, value] of [
      [en.newUsername, 'ada'],
      [en.email, 'ada@example.com'],
      [en.newPassword, 'Secret123!'],
      [en.firstName, 'Ada'],
      [en.lastName, 'Lovelace'],
      [en.dateOfBirth, '1990-12-10'],
      [en.address, '1 Main Street'],
      [en.city, 'Valletta'],
      [en.postcode, 'VLT 1000'],
    ])
      type(label!, value!);
    field(en.terms).checked = true;
    field('I am 18 or older').checked = true;
    submit();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    widget.command({ type: 'register', context: context({ ...IDS, payNPlay: true }) });
    type(en.personalNumber, '199001011234');
    type('Deposit amount (EUR)', '50');
    submit();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((call) => [call.path, call.body?.usguid, call.body?.flowId])).toEqual([
      ['login', IDS.usguid, IDS.flowId],
      ['register', IDS.usguid, IDS.flowId],
      ['paynplay', IDS.usguid, IDS.flowId],
    ]);
  });
});

describe('forgotten and reset password', () => {
  it('requests a reset link', async () => {
    routes['POST forgot-password'] = { status: 202, body: {} };
    const widget = start();
    widget.command({ type: 'forgotPassword', context: context() });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'forgot-password' }]);
    expectAccessible();
    type(en.username, 'ada@example.com');
    submit();
    await vi.waitFor(() => expect(statusText()).toBe(en.forgotSent));
    expect(calls[0]?.body).toEqual({ culture: 'en', login: 'ada@example.com' });
    expect(of('passwordResetRequested')).toHaveLength(1);
  });

  it('sets a new password with the code, then offers the login form', async () => {
    routes['POST reset-password'] = { status: 204 };
    const widget = start();
    widget.command({ type: 'open', context: context({ accountMode: { funnelPoint: 'resetPassword', module: 'resetPassword' }, resetCode: 'rc1' }) });
    expect(title()).toBe(en.resetTitle);
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'reset-password' }]);
    expectAccessible();
    type(en.resetPassword, 'NewSecret1!');
    type(en.resetConfirm, 'Other');
    submit();
    expect(document.getElementById(`${field(en.resetConfirm).id}-err`)?.textContent).toBe(en.mismatch);
    expect(calls).toHaveLength(0);
    type(en.resetConfirm, 'NewSecret1!');
    submit();
    await vi.waitFor(() => expect(statusText()).toBe(en.resetDone));
    expect(calls[0]?.body).toEqual({ code: 'rc1', password: 'NewSecret1!' });
    expect(of('passwordReset')).toHaveLength(1);
    buttonNamed(en.loginSubmit).click();
    expect(title()).toBe(en.loginTitle);
    expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'login' });
  });

  it('opens the forgotten-password form for a reset without a code', () => {
    const widget = start();
    widget.command({ type: 'open', context: context({ accountMode: { funnelPoint: 'resetPassword', module: 'resetPassword' } }) });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'forgot-password' }]);
  });
});

describe('privacy and terms', () => {
  it('opens the registration form, where the terms and the privacy policy are accepted (Pay N Play where the culture has it)', () => {
    const widget = start();
    for (const module of ['privacy', 'terms'] as const) {
      widget.command({ type: 'open', context: context({ accountMode: { funnelPoint: 'preRegister', module }, hashMode: module }) });
      expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'registration' });
      expect(dialog().textContent).toContain(en.terms);
      widget.command({ type: 'open', context: context({ accountMode: { funnelPoint: 'preRegister', module }, hashMode: module, payNPlay: true }) });
      expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'paynplay' });
    }
  });
});

describe('feedback and deposit limits', () => {
  it('sends feedback', async () => {
    routes['POST feedback'] = { status: 201, body: { id: 1 } };
    const widget = start();
    widget.command({ type: 'open', context: context({ accountMode: { funnelPoint: 'feedback', module: 'feedback' }, hashMode: 'feedback' }) });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'feedback' }]);
    expectAccessible();
    type(en.feedbackMessage, 'Lovely games');
    submit();
    await vi.waitFor(() => expect(of('feedbackSent')).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ culture: 'en', kind: 'feedback', message: 'Lovely games' });
    expect(statusText()).toBe(en.feedbackThanks);
  });

  it('asks for a login first for feedback-login, then sends feedback with the session', async () => {
    routes['POST login'] = { status: 200, body: { player: PLAYER, session: SESSION } };
    routes['POST feedback'] = { status: 201, body: { id: 2 } };
    const widget = start();
    widget.command({
      type: 'open',
      context: context({ accountMode: { funnelPoint: 'feedback', module: 'feedback' }, hashMode: 'feedback-login', intent: 'feedback' }),
    });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'login' }]);
    type(en.username, 'ada');
    type(en.password, 'pw');
    submit();
    await vi.waitFor(() => expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'feedback' }));
    type(en.feedbackMessage, 'Hi');
    type(`${en.email} ${en.optional}`, 'ada@example.com');
    submit();
    await vi.waitFor(() => expect(of('feedbackSent')).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ body: { kind: 'feedback-login', email: 'ada@example.com' }, headers: { Authorization: `Bearer ${SESSION}` } });
  });

  it('logs in first, then reads and saves the deposit limits with the session', async () => {
    routes['POST login'] = { status: 200, body: { player: PLAYER, session: SESSION } };
    routes['GET deposit-limits'] = ({ headers }) =>
      headers.Authorization === `Bearer ${SESSION}`
        ? { status: 200, body: { currency: 'EUR', daily: null, weekly: 200, monthly: null } }
        : { status: 401, body: {} };
    routes['PUT deposit-limits'] = ({ body }) => ({ status: 200, body: { currency: 'EUR', ...body } });
    const widget = start();
    widget.command({ type: 'open', context: context({ hashMode: 'depositlimits', intent: 'depositLimits' }) });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'login' }]);
    type(en.username, 'ada');
    type(en.password, 'pw');
    submit();
    await vi.waitFor(() => expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'deposit-limits' }));
    expect(title()).toBe(en.limitsTitle);
    expectAccessible();
    expect(field(`Weekly limit (EUR) ${en.optional}`).value).toBe('200');
    type(`Daily limit (EUR) ${en.optional}`, '50');
    submit();
    await vi.waitFor(() => expect(of('depositLimitSaved')).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { daily: 50, weekly: 200, monthly: null } });
    expect(statusText()).toBe(en.limitsSaved);
    expect(of('loginSuccess')).toHaveLength(1);
  });

  it('goes straight to the deposit limits when a logged-in player asks again (the page sends login with the intent)', async () => {
    routes['POST login'] = { status: 200, body: { player: PLAYER, session: SESSION } };
    routes['GET deposit-limits'] = { status: 200, body: { currency: 'EUR', daily: 20, weekly: null, monthly: null } };
    const widget = start();
    const limits = context({ hashMode: 'depositlimits', intent: 'depositLimits' });
    widget.command({ type: 'login', context: limits });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'login' }]);
    type(en.username, 'ada');
    type(en.password, 'pw');
    submit();
    await vi.waitFor(() => expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'deposit-limits' }));
    widget.command({ type: 'close' });
    widget.command({ type: 'login', context: limits });
    await vi.waitFor(() => expect(of('shown')).toHaveLength(3));
    expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'deposit-limits' });
    expect(field(`Daily limit (EUR) ${en.optional}`).value).toBe('20');
    expect(calls.filter((call) => call.path === 'login')).toHaveLength(1);
  });

  it('identifies a Pay N Play player with Pay N Play (no password) before the deposit limits, also when the session has expired', async () => {
    routes['POST paynplay'] = { status: 200, body: { process: 1, created: false, player: PLAYER, session: SESSION } };
    let live = true;
    routes['GET deposit-limits'] = () =>
      live ? { status: 200, body: { currency: 'SEK', daily: null, weekly: null, monthly: null } } : { status: 401, body: {} };
    const widget = start({ ...CONFIG, culture: 'sv', currency: 'SEK' });
    widget.command({ type: 'open', context: context({ culture: 'sv', payNPlay: true, hashMode: 'depositlimits', intent: 'depositLimits' }) });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'paynplay' }]);
    expect(dialog().textContent).toContain(en.loginIntro);
    type(en.personalNumber, '199001011234');
    type('Deposit amount (SEK)', '100');
    submit();
    await vi.waitFor(() => expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'deposit-limits' }));
    live = false;
    widget.command({ type: 'open', context: context({ culture: 'sv', payNPlay: true, hashMode: 'depositlimits', intent: 'depositLimits' }) });
    await vi.waitFor(() => expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'paynplay' }));
    expect(dialog().textContent).toContain(en.sessionExpired);
    expect(dialog().querySelector('input[type="password"]')).toBeNull();
  });
});

describe('a new player who came for the deposit limits', () => {
  it('goes on to the limits form after a Pay N Play account is created (no voucher step, no platform)', async () => {
    routes['POST paynplay'] = { status: 201, body: { process: 1, created: true, player: PLAYER, session: SESSION } };
    routes['GET deposit-limits'] = { status: 200, body: { currency: 'SEK', daily: null, weekly: null, monthly: null } };
    const widget = start({ ...CONFIG, culture: 'sv', currency: 'SEK' });
    widget.command({ type: 'open', context: context({ culture: 'sv', payNPlay: true, hashMode: 'depositlimits', intent: 'depositLimits' }) });
    type(en.personalNumber, '199001011234');
    type('Deposit amount (SEK)', '100');
    submit();
    await vi.waitFor(() => expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'deposit-limits' }));
    expect(of('registrationSuccess')).toHaveLength(1);
  });
});

describe('notices and closing', () => {
  it('explains play and registration blocks and geo blocks', () => {
    const widget = start();
    widget.command({ type: 'open', context: context({ accountMode: { funnelPoint: 'playblocked', module: 'login' } }) });
    expect(of('shown')).toEqual([{ type: 'shown', widget: 'notice' }]);
    expect(dialog().textContent).toContain(en.playBlocked);
    expectAccessible();
    buttonNamed(en.registerButton).click();
    expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'registration' });
    widget.command({ type: 'open', context: context({ accountMode: { funnelPoint: 'registerblocked', module: 'login' } }) });
    expect(dialog().textContent).toContain(en.registerBlocked);
    buttonNamed(en.loginSubmit).click();
    expect(of('shown').at(-1)).toEqual({ type: 'shown', widget: 'login' });
    widget.command({ type: 'open', context: context({ accountMode: { funnelPoint: 'login', module: 'geoBlock' } }) });
    expect(dialog().textContent).toContain(en.geoBlock);
  });

  it('offers no way in where the market bars real-money play (India): both notices say so, without a button', () => {
    const widget = start({ ...CONFIG, culture: 'en-IN', currency: 'INR', realMoneyPlay: false });
    for (const funnelPoint of ['playblocked', 'registerblocked'] as const) {
      widget.command({ type: 'open', context: context({ culture: 'en-IN', accountMode: { funnelPoint, module: 'login' } }) });
      expect(title()).toBe(en.realMoneyUnavailableTitle);
      expect(dialog().textContent).toContain(en.realMoneyUnavailable);
      expect(dialog().textContent).not.toContain(en.registerButton);
      expect([...dialog().querySelectorAll('button')].map((node) => node.getAttribute('aria-label') ?? node.textContent)).toEqual([en.close]);
      expectAccessible();
    }
  });

  it('shows maintenance and going-to-platform messages', () => {
    const widget = start();
    widget.command({ type: 'maintenance' });
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain(en.maintenance);
    widget.command({ type: 'goToPlatform' });
    expect(dialog().textContent).toContain(en.going);
  });

  it('reports closed when the visitor closes it (button, Escape, backdrop), not when the page does', () => {
    const widget = start();
    widget.command({ type: 'login', context: context() });
    widget.command({ type: 'close' });
    expect(dialog().open).toBe(false);
    widget.command({ type: 'login', context: context() });
    widget.command({ type: 'none' });
    expect(dialog().open).toBe(false);
    expect(of('closed')).toHaveLength(0);

    widget.command({ type: 'login', context: context() });
    buttonNamed(en.close).click();
    expect(dialog().open).toBe(false);
    expect(of('closed')).toHaveLength(1);

    widget.command({ type: 'login', context: context() });
    field(en.username).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(dialog().open).toBe(false);
    expect(of('closed')).toHaveLength(2);

    widget.command({ type: 'login', context: context() });
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog().open).toBe(false);
    expect(of('closed')).toHaveLength(3);
    expect(document.querySelectorAll('[data-testid="account-widget"]')).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(1);
  });
});

describe('the served script', () => {
  it('registers from the script the route serves, in the culture’s language', async () => {
    const { widgetScript } = await import('./widget-route.ts');
    const { SITES } = await import('../lib/markets.ts');
    const site = SITES.find((entry) => entry.localCode === 'MCDE');
    if (!site?.cultures[0]) throw new Error('no MCDE');
    const script = await widgetScript(site, site.cultures[0], 'DE');
    let registered: AccountWidget | null = null;
    window.mcAccountHost = { version: 1, register: (widget) => (registered = widget), report: (event) => void events.push(event) };
    new Function(script)();
    expect(events).toEqual([{ type: 'ready' }]);
    (registered as AccountWidget | null)?.command({ type: 'login', context: context({ site: 'MCDE', culture: 'de-DE' }) });
    expect(title()).toBe(WIDGET_MESSAGES.de.loginTitle);
    expect(dialog().getAttribute('lang')).toBe('de-DE');
    expect(buttonNamed(WIDGET_MESSAGES.de.close)).toBeTruthy();
  });
});

describe('bank-transfer details for the page', () => {
  const BANK = 'https://api.example/sites/mc/v1/player/bank-transfer';
  // The fake back end keys routes by what follows the son-auth base: the site API lies beside it.
  const bankRoute = `GET ${BANK.slice(BASE.length)}`;
  const DETAILS = {
    code: 'bank-transfer',
    bankName: 'Bank',
    beneficiary: 'Mondo Casino Ltd',
    iban: 'MT84MALT011000012345MTLCAST001S',
    bic: 'EXMTMTMT',
    reference: 'MC-0123456789',
    currency: 'EUR',
    instructions: 'Quote the reference.',
  };

  it('closes once logged in when the player came for them, then fetches them with the session (which stays inside)', async () => {
    routes['POST login'] = { status: 200, body: { player: PLAYER, session: SESSION } };
    routes[bankRoute] = ({ headers }) => (headers.Authorization === `Bearer ${SESSION}` ? { status: 200, body: DETAILS } : { status: 401, body: {} });
    const widget = start();
    expect(await widget.bankTransfer?.({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'no-session' });
    widget.command({ type: 'login', context: context({ intent: 'bankTransfer' }) });
    type(en.username, 'ada');
    type(en.password, 'pw');
    submit();
    await vi.waitFor(() => expect(of('closed')).toHaveLength(1));
    expect(dialog().open).toBe(false);
    expect(of('loginSuccess')).toHaveLength(1);
    expect(await widget.bankTransfer?.({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'ok', details: DETAILS });
    const call = calls.at(-1)!;
    expect(call.url).toMatch(/^https:\/\/api\.example\/sites\/mc\/v1\/player\/bank-transfer\?culture=en&code=bank-transfer&rnd=[a-z0-9]+$/);
    expect(call.credentials).toBe('omit');
    // Asked again while logged in: no second login.
    widget.command({ type: 'login', context: context({ intent: 'bankTransfer' }) });
    expect(of('closed')).toHaveLength(2);
    expect(calls.filter((entry) => entry.path === 'login')).toHaveLength(1);
  });

  it('answers no-session once the back end ends the session, and failed for a broken answer', async () => {
    routes['POST login'] = { status: 200, body: { player: PLAYER, session: SESSION } };
    routes[bankRoute] = { status: 200, body: { ...DETAILS, iban: 42 } };
    const widget = start();
    widget.command({ type: 'login', context: context({ intent: 'bankTransfer' }) });
    type(en.username, 'ada');
    type(en.password, 'pw');
    submit();
    await vi.waitFor(() => expect(of('closed')).toHaveLength(1));
    expect(await widget.bankTransfer?.({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'failed' });
    routes[bankRoute] = { status: 500, body: {} };
    expect(await widget.bankTransfer?.({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'failed' });
    routes[bankRoute] = { status: 401, body: {} };
    expect(await widget.bankTransfer?.({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'no-session' });
    expect(await widget.bankTransfer?.({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'no-session' });
  });
});
