import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM_PORT } from './ports.ts';

/**
 * The player journey's browser tests share these: accounts made straight on the reference
 * platform's account back end (apps/platform/src/accounts/API.md) when the registration form is
 * not what a test is about, the platform's outbox and logger records, and the widget's landmarks.
 */
export const PLATFORM_ORIGIN = `http://127.0.0.1:${E2E_PLATFORM_PORT}`;
const ADMIN = { 'x-admin-token': E2E_ADMIN_TOKEN };

/** Passwords and session tokens every journey used: the leak test looks for each of them. */
export const SECRETS_SEEN = new Set<string>();

export interface TestAccount {
  site: string;
  username: string;
  email: string;
  password: string;
}

/** A username no other test (or earlier run on the same database) has taken. */
export function uniqueUsername(prefix = 'p'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`.slice(0, 20);
}

export function strongPassword(): string {
  const password = `Pw${randomBytes(9).toString('base64url')}7x`;
  SECRETS_SEEN.add(password);
  return password;
}

/** Registers an account on a site through the account back end (no browser), as a server-side caller. */
export async function createAccount(
  request: APIRequestContext,
  site: string,
  fields: { country?: string; province?: string; culture?: string } = {},
): Promise<TestAccount> {
  const username = uniqueUsername();
  const account = { site: site.toLowerCase(), username, email: `${username}@example.test`, password: strongPassword() };
  const response = await request.post(`${PLATFORM_ORIGIN}/sites/${account.site}/son-auth/register`, {
    data: {
      ...(fields.culture ? { culture: fields.culture } : {}),
      username,
      email: account.email,
      password: account.password,
      firstName: 'Test',
      lastName: 'Player',
      dateOfBirth: '1988-04-12',
      address: '1 Test Street',
      city: 'Testville',
      postcode: 'T1 1TT',
      country: fields.country ?? defaultCountry(account.site),
      ...(fields.province ? { province: fields.province } : {}),
      consents: { terms: true, adult: true },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { session: string };
  SECRETS_SEEN.add(body.session);
  return account;
}

function defaultCountry(site: string): string {
  return { mc: 'MT', mcde: 'DE', mcuk: 'GB', mcdk: 'DK', mcse: 'SE', mces: 'ES' }[site] ?? 'MT';
}

export interface OutboxMessage {
  id: number;
  site: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get(`${PLATFORM_ORIGIN}/admin/outbox?limit=1000`, { headers: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Every record the platform's logger service holds, as raw JSON text (for scanning). */
export async function loggerRecordsText(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${PLATFORM_ORIGIN}/logger/entries`, { headers: ADMIN });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Keeps every widget session token the page receives, so the leak test can look for it. */
export function collectSessions(page: Page): void {
  page.on('response', async (response) => {
    if (!/\/son-auth\/(login|register|paynplay)$/.test(new URL(response.url()).pathname)) return;
    try {
      const body = (await response.json()) as { session?: unknown };
      if (typeof body.session === 'string') SECRETS_SEEN.add(body.session);
    } catch {
      // not JSON (a failure): nothing to keep
    }
  });
}

/** The reference widget's dialog (apps/platform/src/widget). */
export function widget(page: Page): Locator {
  return page.getByTestId('account-widget');
}

/** Logs in through the open widget's login form. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const dialog = widget(page);
  await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const name = dialog.getByLabel('Username or email');
  if ((await name.inputValue()) !== username) await name.fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The play platform's pages (apps/platform/src/play) carry these test ids. */
export const PLAY = { lobby: 'play-lobby', game: 'play-game', expired: 'play-expired', loginNeeded: 'play-login-needed' } as const;
