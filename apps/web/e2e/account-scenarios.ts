import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { httpGet } from '../test/http-get.ts';
import { PLATFORM_ORIGIN, strongPassword, uniqueUsername, widget } from './account.ts';
import { gotoHydrated, waitVisitorReady } from './hydrated.ts';
import { E2E_ADMIN_TOKEN, E2E_WEB_PORT, siteUrl } from './ports.ts';

/**
 * What the browser tests of account modes, restrictions, play by market and privacy share
 * (account-modes, account-restrictions, play-by-market and account-privacy specs), on top of
 * account.ts: the sites they run on, visits with an emulated country, the widget's views as
 * the page and the widget show them, and game pages found the way a visitor finds them.
 */

export type SiteCode = 'MC' | 'MCUK' | 'MCSE' | 'MCES';

export interface SiteTraits {
  code: SiteCode;
  /** The culture's `feedbacksEnabled`: feedback hashes are account hashes only there. */
  feedbacks: boolean;
  /** The culture's `usePnpRegistration`: login and registration are the Pay N Play form. */
  payNPlay: boolean;
  demoPlay: 'anyone' | 'verified-player';
  /** The site's default country (no restriction of its own). */
  home: string;
}

export const SITES: readonly SiteTraits[] = [
  { code: 'MC', feedbacks: true, payNPlay: false, demoPlay: 'anyone', home: 'MT' },
  { code: 'MCUK', feedbacks: true, payNPlay: false, demoPlay: 'verified-player', home: 'GB' },
  { code: 'MCSE', feedbacks: false, payNPlay: true, demoPlay: 'anyone', home: 'SE' },
  { code: 'MCES', feedbacks: true, payNPlay: false, demoPlay: 'verified-player', home: 'ES' },
];

/** The widget's views (`data-widget` of the dialog) and the form each one holds. */
export const WIDGET_FORMS = {
  login: '#mcw-login',
  registration: '#mcw-register',
  'forgot-password': '#mcw-forgot',
  'reset-password': '#mcw-reset',
  paynplay: '#mcw-pnp',
  feedback: '#mcw-feedback',
  'deposit-limits': '#mcw-limits',
  notice: null,
} as const;
export type WidgetView = keyof typeof WIDGET_FORMS;

export const html = (page: Page): Locator => page.locator('html');

/** The login or registration view of a site: Pay N Play where the culture has it. */
export const entryView = (site: SiteTraits, kind: 'login' | 'registration'): WidgetView => (site.payNPlay ? 'paynplay' : kind);

/** Opens a page of a site (with `gl` emulating a country or region) and waits for the visitor state to settle. */
export async function visit(page: Page, code: string, path = '/', gl?: string): Promise<void> {
  const url = gl ? `${path}${path.includes('?') ? '&' : '?'}gl=${gl}` : path;
  await gotoHydrated(page, siteUrl(code, url));
  await waitVisitorReady(page);
}

/** Sets the address hash as a link or a script would (a new history entry). */
export async function setHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((value) => {
    window.location.hash = value;
  }, hash);
}

/** The widget is on screen with this view (and the page knows it), its heading filled in. */
export async function expectView(page: Page, view: WidgetView, heading?: string | RegExp): Promise<void> {
  const dialog = widget(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-widget', view);
  await expect(html(page)).toHaveAttribute('data-account-widget', 'open');
  await expect(dialog.locator('#mcw-title')).toHaveText(heading ?? /\S/);
  const form = WIDGET_FORMS[view];
  if (form) await expect(dialog.locator(form)).toBeVisible();
}

/** The widget is not on screen, and the address has no hash. */
export async function expectClosedWithoutHash(page: Page): Promise<void> {
  await expect(widget(page)).toBeHidden();
  await expect(html(page)).not.toHaveAttribute('data-account-widget', 'open');
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
}

/**
 * Records every view the widget shows (`data-widget` of its dialog) in `window.__views`, so a
 * test can tell that a hash opened nothing: the next hash's view is then the only new entry.
 */
export async function recordViews(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const views: string[] = [];
    (window as unknown as { __views: string[] }).__views = views;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (target.getAttribute('data-testid') === 'account-widget') views.push(target.getAttribute('data-widget') ?? '');
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget'] });
  });
}

export const recordedViews = (page: Page): Promise<string[]> => page.evaluate(() => [...(window as unknown as { __views: string[] }).__views]);

/** Switches the platform's maintenance flag (the admin API visitor.spec.ts and the fault-injection specs use). */
export async function setMaintenance(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.put(`${PLATFORM_ORIGIN}/maintenance/`, {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: { underMaintenance: on },
  });
  expect(response.ok()).toBe(true);
}

export interface GamePage {
  /** The site path of the game page (`/online-slots/electric-safari/`). */
  path: string;
  slug: string;
}

const host = (code: string) => `${code.toLowerCase()}.localhost:${E2E_WEB_PORT}`;
const found = new Map<string, GamePage>();

/**
 * A game page as a visitor finds it: the tiles of the site's slots category, the first whose
 * game page offers real-money play (and play for fun, when `demo`).
 */
export async function findGamePage(code: string, { demo = false } = {}): Promise<GamePage> {
  const key = `${code}:${demo}`;
  const known = found.get(key);
  if (known) return known;
  const category = await httpGet(E2E_WEB_PORT, host(code), '/online-slots/');
  expect(category.status).toBe(200);
  const tiles = [...category.body.matchAll(/<a href="(\/[^"]+\/)"[^>]*data-game="([a-z0-9-]+)"/g)].map(([, path, slug]) => ({ path: path!, slug: slug! }));
  expect(tiles.length, `game tiles on ${code}'s slots page`).toBeGreaterThan(0);
  for (const tile of tiles.slice(0, 12)) {
    const { status, body } = await httpGet(E2E_WEB_PORT, host(code), tile.path);
    if (status === 200 && body.includes('data-play="real"') && (!demo || body.includes('data-play="demo"'))) {
      found.set(key, tile);
      return tile;
    }
  }
  throw new Error(`no game page with ${demo ? 'demo' : 'real'} play among ${code}'s slot tiles`);
}

/** The first promotion of a site's promotions sitemap (its path). */
export async function findPromotionPath(code: string): Promise<string> {
  const index = await httpGet(E2E_WEB_PORT, host(code), '/sitemap.xml');
  const promotions = /<loc>https?:\/\/[^/]+(\/sitemaps\/[^<]*promotions\.xml)<\/loc>/.exec(index.body)?.[1];
  if (!promotions) throw new Error(`no promotions sitemap for ${code}`);
  const list = await httpGet(E2E_WEB_PORT, host(code), promotions);
  const paths = [...list.body.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map(([, path]) => path!)
    .filter((path) => path.split('/').filter(Boolean).length > 1);
  if (!paths[0]) throw new Error(`no promotion in ${promotions}`);
  return paths[0];
}

/** The play platform's game page: the game and the mode ("Real money" or "Demo"). */
export async function expectPlatformGame(page: Page, code: string, slug: string, mode: 'Real money' | 'Demo'): Promise<void> {
  const base = `${PLATFORM_ORIGIN}/play/${code.toLowerCase()}/games/${slug}/`;
  await expect(page).toHaveURL(mode === 'Demo' ? `${base}?mode=demo` : base, { timeout: 15_000 });
  await expect(page.getByTestId('play-game')).toBeVisible();
  await expect(page.getByTestId('play-mode')).toHaveText(mode);
  await expect(page.getByTestId('play-game-name')).not.toBeEmpty();
}

/** Fills and submits the open Pay N Play form. */
export async function submitPayNPlay(page: Page, personalNumber: string, amount = 100): Promise<void> {
  const form = widget(page).locator(WIDGET_FORMS.paynplay);
  await form.locator('[name="personalNumber"]').fill(personalNumber);
  await form.locator('[name="amount"]').fill(String(amount));
  await form.locator('button[type="submit"]').click();
}

/** The voucher step after a registration: continue without a code (the player goes on to the platform). */
export async function skipVoucher(page: Page): Promise<void> {
  const dialog = page.getByTestId('voucher-dialog');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.locator('button.button-secondary').click();
}

/** Registers through the widget's open registration form (the visitor's country preselected). */
export async function registerThroughForm(page: Page): Promise<{ username: string; email: string; password: string }> {
  const username = uniqueUsername('r');
  const email = `${username}@example.test`;
  const password = strongPassword();
  const form = widget(page).locator(WIDGET_FORMS.registration);
  await form.locator('[name="username"]').fill(username);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.locator('[name="firstName"]').fill('Test');
  await form.locator('[name="lastName"]').fill('Player');
  await form.locator('[name="dateOfBirth"]').fill('1988-04-12');
  await form.locator('[name="address"]').fill('1 Test Street');
  await form.locator('[name="city"]').fill('Testville');
  await form.locator('[name="postcode"]').fill('T1 1TT');
  await form.locator('[name="terms"]').check();
  await form.locator('[name="adult"]').check();
  await form.locator('button[type="submit"]').click();
  return { username, email, password };
}
