import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpGet } from '../test/http-get.ts';
import {
  awaitMail,
  collectSessions,
  createAccount,
  expectLobby,
  loggerRecordsText,
  loginThroughWidget,
  personnummer,
  PLATFORM_ORIGIN,
  SECRETS_SEEN,
  strongPassword,
  widget,
  widgetAlert,
} from './account.ts';
import { expectView, findGamePage, findPromotionPath, registerThroughForm, setHash, skipVoucher, submitPayNPlay, visit } from './account-scenarios.ts';
import { E2E_PLATFORM_PORT, E2E_WEB_PORT, siteUrl } from './ports.ts';

// What never crosses (docs/account-widget-protocol.md): the page's HTML is the same bytes for a
// guest and a player and sets no cookie; no password or session token of the journeys below
// (register, log in, a failed login, a password reset, Pay N Play) reaches a log, an address,
// web storage or the logger service.

const ROOT = new URL('../../..', import.meta.url).pathname;
const SITE_ORIGIN = new RegExp(`^http://[a-z]+\\.localhost:${E2E_WEB_PORT}$`);
const host = (code: string) => `${code.toLowerCase()}.localhost:${E2E_WEB_PORT}`;

/** The pages as the context would get them: over loopback with the context's cookies for the site (Node does not resolve *.localhost). */
async function pageBytes(context: BrowserContext, code: string, paths: readonly string[]): Promise<string[]> {
  const cookie = (await context.cookies(siteUrl(code))).map(({ name, value }) => `${name}=${value}`).join('; ');
  return Promise.all(
    paths.map(async (path) => {
      const response = await httpGet(E2E_WEB_PORT, host(code), path, cookie ? { cookie } : {});
      expect(response.status, path).toBe(200);
      expect(response.headers['set-cookie'], path).toBeUndefined();
      return response.body;
    }),
  );
}

/** Local and session storage of the origin the page is on. */
async function storageOf(page: Page, origin: string): Promise<Record<string, string>> {
  await page.goto(`${origin}/robots.txt`);
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const [area, store] of [
      ['local', localStorage],
      ['session', sessionStorage],
    ] as const)
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i)!;
        out[`${area}:${key}`] = store.getItem(key) ?? '';
      }
    return out;
  });
}

/** Keys of a stored JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

const readLog = (name: string) => {
  try {
    return readFileSync(join(ROOT, 'artifacts/logs', name), 'utf8');
  } catch {
    return '';
  }
};

test('privacy: the same HTML for a guest and a player, no cookie from the site, and no password or session token anywhere', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  collectSessions(page);
  const cookiesSet: string[] = [];
  const addresses = new Set<string>();
  const origins = new Set<string>();
  context.on('request', (req) => addresses.add(req.url()));
  page.on('framenavigated', (frame) => addresses.add(frame.url()));
  context.on('response', async (response) => {
    const origin = new URL(response.url()).origin;
    if (!SITE_ORIGIN.test(origin)) return;
    origins.add(origin);
    const setCookie = await response.headerValue('set-cookie').catch(() => null);
    if (setCookie) cookiesSet.push(`${response.url()}: ${setCookie}`);
  });
  const extraSecrets: string[] = [];

  // (a) The cached pages, before any login in this context.
  const game = await findGamePage('MCUK');
  const paths = ['/', game.path, await findPromotionPath('MCUK')];
  const guest = await pageBytes(context, 'MCUK', paths);

  // Register through the form.
  await visit(page, 'MCUK');
  await page.getByRole('banner').locator('a[href="#account/register"]').first().click();
  await expectView(page, 'registration');
  const registered = await registerThroughForm(page);
  await skipVoucher(page);
  await expectLobby(page, 'MCUK', registered.username);

  // A failed login, then a good one.
  const account = await createAccount(request, 'mcuk');
  await visit(page, 'MCUK');
  await setHash(page, '#account/login');
  const wrong = `${account.password}-wrong`;
  SECRETS_SEEN.add(wrong);
  await loginThroughWidget(page, 'MCUK', account.username, wrong);
  await expect(widgetAlert(page)).toContainText('Wrong username or password.');
  await loginThroughWidget(page, 'MCUK', account.username, account.password);
  await expectLobby(page, 'MCUK', account.username);

  // A password reset: the link from the outbox, a new password, a login with it.
  await visit(page, 'MCUK');
  await setHash(page, '#account/forgot-password');
  await expectView(page, 'forgot-password');
  await widget(page).locator('[name="login"]').fill(account.username);
  await widget(page).locator('#mcw-forgot button[type="submit"]').click();
  await expect(widget(page).getByRole('status')).toContainText('sent a link');
  const mail = await awaitMail(request, account.email);
  const link = /https?:\/\/\S+#account\/reset_password\/[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeTruthy();
  await page.goto(link!);
  await expectView(page, 'reset-password');
  const renewed = strongPassword();
  await widget(page).locator('[name="password"]').fill(renewed);
  await widget(page).locator('[name="confirm"]').fill(renewed);
  await widget(page).locator('#mcw-reset button[type="submit"]').click();
  await widget(page).locator('.mcw-btn').click();
  await loginThroughWidget(page, 'MCUK', account.username, renewed);
  await expectLobby(page, 'MCUK', account.username);

  // Pay N Play.
  await visit(page, 'MCSE');
  await setHash(page, '#account/register');
  await expectView(page, 'paynplay');
  const number = personnummer();
  extraSecrets.push(number);
  await submitPayNPlay(page, number);
  await skipVoucher(page);
  await expect(page.getByTestId('play-lobby')).toBeVisible({ timeout: 15_000 });

  // (a) The same pages after the logins, in the same context: the same bytes.
  const player = await pageBytes(context, 'MCUK', paths);
  for (const [index, path] of paths.entries()) expect(player[index] === guest[index], `${path} differs for a logged-in player`).toBe(true);
  expect(cookiesSet).toEqual([]);
  expect([...origins].sort()).toEqual([siteUrl('MCSE'), siteUrl('MCUK')].map((url) => url.replace(/\/$/, '')).sort());

  // (b) Nothing leaks: the play platform's own session cookies count as secrets too.
  for (const cookie of await context.cookies(PLATFORM_ORIGIN)) extraSecrets.push(cookie.value);
  const secrets = [...SECRETS_SEEN, ...extraSecrets].filter((secret) => secret.length >= 8);
  expect(secrets.length).toBeGreaterThanOrEqual(8);
  const storage: Record<string, string> = {};
  for (const origin of [...origins, PLATFORM_ORIGIN])
    for (const [key, value] of Object.entries(await storageOf(page, origin))) storage[`${origin} ${key}`] = value;
  const places: Record<string, string> = {
    'web log': readLog(`web-${E2E_WEB_PORT}.log`),
    'platform log': readLog(`platform-${E2E_PLATFORM_PORT}.log`),
    addresses: [...addresses].join('\n'),
    storage: JSON.stringify(storage),
    'logger records': await loggerRecordsText(request),
  };
  // The scanned texts are the real ones: the platform log, the handoff addresses, the login records.
  expect(places['platform log']!.length).toBeGreaterThan(0);
  expect(places.addresses).toContain('/play/mcuk/?code=');
  expect(places['logger records']).toContain(account.username);
  for (const [place, text] of Object.entries(places))
    for (const secret of secrets) expect(text.includes(secret), `a secret (${secret.slice(0, 4)}…) in the ${place}`).toBe(false);
  // Stored values are public player state: no password or session field at any depth.
  for (const [key, value] of Object.entries(storage)) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(value);
    } catch {
      // not JSON: its text was scanned above
    }
    expect(
      keysOf(parsed).filter((name) => /password|session/i.test(name)),
      key,
    ).toEqual([]);
  }
  expect(Object.keys(storage).some((key) => key.startsWith(`${siteUrl('MCUK').replace(/\/$/, '')} local:xtpl`))).toBe(true);
});
