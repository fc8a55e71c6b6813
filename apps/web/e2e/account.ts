import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './axe.ts';
import { WIDGET_MESSAGES, type MessageKey } from '../../platform/src/widget/widget-messages.ts';
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

/** The platform's registration and login records (apps/platform/src/accounts/audit-log.ts) that mention `needle`, oldest first. */
export async function accountRecords(request: APIRequestContext, needle: string): Promise<{ message: string; additionalData: Record<string, unknown> }[]> {
  const found: { message: string; additionalData: Record<string, unknown> }[] = [];
  for (let since = 0; ;) {
    const response = await request.get(`${PLATFORM_ORIGIN}/logger/entries?since=${since}`, { headers: ADMIN });
    expect(response.status()).toBe(200);
    const { entries } = (await response.json()) as { entries: { id: number; message: string; additionalData: Record<string, unknown> | null }[] };
    for (const entry of entries)
      if (/registration|login/.test(entry.message) && entry.additionalData && JSON.stringify(entry.additionalData).includes(needle))
        found.push({ message: entry.message, additionalData: entry.additionalData });
    if (entries.length < 1000) return found;
    since = entries.at(-1)!.id;
  }
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

/** The sites the journeys run on (MCSE registers and logs in with Pay N Play). */
export type JourneySite = 'MC' | 'MCUK' | 'MCSE' | 'MCES';

/** The reference widget's copy the journeys read, from the widget's own messages (with its placeholders filled as the journeys' sites show them). */
const WIDGET_KEYS = [
  'loginTitle',
  'loginIntro',
  'username',
  'password',
  'loginSubmit',
  'forgotLink',
  'wrongCredentials',
  'registerTitle',
  'newUsername',
  'email',
  'firstName',
  'lastName',
  'dateOfBirth',
  'address',
  'city',
  'postcode',
  'terms',
  'adult',
  'registerSubmit',
  'required',
  'fixFields',
  'forgotTitle',
  'forgotSubmit',
  'forgotSent',
  'resetTitle',
  'resetPassword',
  'resetConfirm',
  'resetSubmit',
  'resetDone',
  'resetInvalid',
  'pnpTitle',
  'personalNumber',
  'depositAmount',
  'pnpSubmit',
  'invalid',
  'feedbackTitle',
  'feedbackMessage',
  'feedbackSubmit',
  'feedbackThanks',
  'limitsTitle',
  'dailyLimit',
  'weeklyLimit',
  'monthlyLimit',
  'limitsSubmit',
  'limitsSaved',
  'close',
] as const satisfies readonly MessageKey[];
type WidgetText = Record<(typeof WIDGET_KEYS)[number], string>;

function widgetCopy(lang: 'en' | 'es' | 'sv'): WidgetText {
  const messages = WIDGET_MESSAGES[lang];
  // Labels are matched as substrings: the currency suffix goes; the journeys' players are adults in an 18+ market.
  const fill = (text: string) => text.replace(/ \(\{currency\}\)/, '').replace('{age}', '18');
  return Object.fromEntries(WIDGET_KEYS.map((key) => [key, fill(messages[key])])) as WidgetText;
}

const WIDGET_TEXT: Record<'en' | 'es' | 'sv', WidgetText> = { en: widgetCopy('en'), es: widgetCopy('es'), sv: widgetCopy('sv') };

const SITE_LANG: Record<JourneySite, 'en' | 'es' | 'sv'> = { MC: 'en', MCUK: 'en', MCES: 'es', MCSE: 'sv' };

/** The widget's copy in the site's language. */
export function widgetText(site: JourneySite): WidgetText {
  return WIDGET_TEXT[SITE_LANG[site]];
}

/** The page's own copy the journeys read (apps/web/messages: frame.json header, voucher.json). */
export function pageText(site: JourneySite) {
  const header = {
    MC: { login: 'Log in', join: 'Join now' },
    MCUK: { login: 'Log in', join: 'Join now' },
    MCES: { login: 'Iniciar sesión', join: 'Regístrate ya' },
    MCSE: { login: 'Logga in', join: 'Bli medlem' },
  }[site];
  const english = {
    title: 'Have a voucher code?',
    label: 'Voucher code',
    submit: 'Redeem',
    continueWithout: 'Continue without a voucher',
    continue: 'Continue',
    success: { title: 'Voucher accepted', subtitle: 'Your reward is waiting in your account.', footer: "Rewards are subject to the promotion's terms." },
    invalid: 'Insert a valid code!',
    used: 'This code has already been used!',
  };
  const voucher = {
    MC: english,
    MCUK: { ...english, invalid: "Sorry this code isn't right, please try again!" },
    MCES: {
      title: '¿Tienes un código promocional?',
      label: 'Código promocional',
      submit: 'Canjear',
      continueWithout: 'Continuar sin código',
      continue: 'Continuar',
      success: {
        title: 'Código aceptado',
        subtitle: 'Tu recompensa te espera en tu cuenta.',
        footer: 'Las recompensas están sujetas a los términos de la promoción.',
      },
      invalid: 'Lo sentimos, este código no es válido. ¡Inténtalo de nuevo!',
      used: '¡Este código ya se ha utilizado!',
    },
    MCSE: {
      title: 'Har du en kupongkod?',
      label: 'Kupongkod',
      submit: 'Lös in',
      continueWithout: 'Fortsätt utan kupongkod',
      continue: 'Fortsätt',
      success: { title: 'Kupongkoden har godkänts', subtitle: 'Din belöning väntar på ditt konto.', footer: 'Belöningar omfattas av kampanjens villkor.' },
      invalid: 'Tyvärr är koden inte giltig. Försök igen!',
      used: 'Koden har redan använts!',
    },
  }[site];
  return { header, voucher };
}

/** The play platform's lobby of a site. */
export function lobbyUrl(site: string): string {
  return `${PLATFORM_ORIGIN}/play/${site.toLowerCase()}/`;
}

/** The browser is on the site's play platform lobby, logged in as `username`. */
export async function expectLobby(page: Page, site: string, username: string): Promise<void> {
  await expect(page.getByTestId(PLAY.lobby)).toBeVisible();
  expect(page.url()).toBe(lobbyUrl(site));
  await expect(page.getByTestId('play-player')).toHaveText(username);
}

/** Logs in through the open widget's login form, in the site's language (the username is filled unless prefilled). */
export async function loginThroughWidget(page: Page, site: JourneySite, username: string, password: string): Promise<void> {
  const copy = widgetText(site);
  const dialog = widget(page);
  await expect(dialog.getByRole('heading', { name: copy.loginTitle })).toBeVisible();
  const name = dialog.getByLabel(copy.username);
  if ((await name.inputValue()) !== username) await name.fill(username);
  await dialog.getByLabel(copy.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: copy.loginSubmit, exact: true }).click();
}

/** The open widget's form-level message (its error summary). */
export function widgetAlert(page: Page): Locator {
  return widget(page).getByRole('alert');
}

/** A Luhn-valid personnummer (`YYYYMMDDNNNC`) of a random adult born 1960–1999. */
export function personnummer(): string {
  const bytes = randomBytes(4);
  const year = 1960 + (bytes[0]! % 40);
  const month = 1 + (bytes[1]! % 12);
  const day = 1 + (bytes[2]! % 28);
  const serial = String(bytes.readUInt16BE(2) % 1000).padStart(3, '0');
  const nine = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}`;
  let sum = 0;
  for (let index = 0; index < nine.length; index++) {
    let digit = Number(nine[index]) * (index % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return `${year}${nine.slice(2)}${(10 - (sum % 10)) % 10}`;
}

/** Makes (or logs in) a Pay N Play account on MCSE straight on the back end; returns its generated username. */
export async function payNPlayAccount(request: APIRequestContext, personalNumber: string): Promise<string> {
  const response = await request.post(`${PLATFORM_ORIGIN}/sites/mcse/son-auth/paynplay`, { data: { personalNumber, amount: 100 } });
  expect([200, 201], await response.text()).toContain(response.status());
  const body = (await response.json()) as { session: string; player: { username: string } };
  SECRETS_SEEN.add(body.session);
  return body.player.username;
}

/** Waits for the newest outbox message of a kind to a recipient and returns it. */
export async function awaitMail(request: APIRequestContext, recipient: string, kind = 'password-reset'): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request)).find((message) => message.recipient === recipient && message.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Console errors and uncaught exceptions of a journey (site pages and play platform pages). */
export function guardJourneyConsole(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (!allow.some((pattern) => pattern.test(message.text()))) problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { problems, expectClean: () => expect(problems).toEqual([]) };
}

/**
 * Axe scans take about a second each: a widget view whose markup is the same on every site is
 * scanned on one of them (a different one per view), the other sites run the journey alone.
 */
export async function scanOn(scanSite: JourneySite, site: JourneySite, page: Page, include: string): Promise<void> {
  if (site === scanSite) await expectNoAxeViolations(page, include);
}
