// What the hostile-input browser specs share (bad-input.spec.ts, bad-input-cms.spec.ts): the
// watch on dialogs, errors and every URL a frame went to, the links a page offers, and loads
// that wait for hydration and the visitor state.
import { referencePlatformUrl } from '@mc/sites/site-overrides';
import type { Page } from '@playwright/test';
import { destinationOf } from '../test/open-redirect-payloads.ts';
import { gotoHydrated, waitVisitorReady } from './hydrated.ts';
import { E2E_PLATFORM_PORT, siteUrl } from './ports.ts';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

export const SITE_ORIGIN = new URL(siteUrl('MCUK')).origin;
/** Where play links go: the stack points every site's play platform at the reference platform. */
export const PLATFORM_ORIGIN = new URL(referencePlatformUrl(`http://127.0.0.1:${E2E_PLATFORM_PORT}`, 'MCUK')).origin;
export const LINKS = 'a[href], area[href], [data-cta], [data-play-link], form[action], iframe[src]';

/** Dialogs (accepted nothing: each is dismissed), uncaught exceptions and every URL a frame or popup went to. */
export function watch(page: Page) {
  const seen = { dialogs: [] as string[], errors: [] as string[], urls: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('framenavigated', (frame) => seen.urls.push(frame.url()));
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.urls.push(request.url());
  });
  page.on('console', (message) => {
    // Chromium refuses top-level data: navigations and says so on the console.
    if (/Not allowed to navigate top frame|javascript: URL/i.test(message.text())) seen.urls.push(`console: ${message.text()}`);
  });
  page.on('popup', (popup) => {
    seen.urls.push(popup.url());
    popup.on('framenavigated', (frame) => seen.urls.push(frame.url()));
  });
  // Offline, a new tab to an external site ends on Chromium's error page: that is not a script URL.
  const badUrls = () => seen.urls.filter((url) => !/^(https?:|about:blank$|chrome-error:)/.test(url));
  return { seen, badUrls };
}

export interface LinkInfo {
  href: string;
  raw: string;
  play: boolean;
}
/** Every link-like element of the document: the resolved URL and the attribute as written. */
export const linksOf = (page: Page): Promise<LinkInfo[]> =>
  page.locator(LINKS).evaluateAll((elements) =>
    elements.map((element) => {
      const raw = element.getAttribute('href') ?? element.getAttribute('action') ?? element.getAttribute('src') ?? '';
      const href = element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement ? element.href : raw;
      return { href, raw, play: element.hasAttribute('data-play-link') };
    }),
  );
export const destinations = (links: LinkInfo[], base: string) =>
  new Set(links.filter((link) => link.href !== '').map((link) => destinationOf(link.href, base) ?? `unparsable ${link.href}`));

/** `window.__pwned` of the current document; asked again when a navigation replaces the document meanwhile. */
export async function pwned(page: Page): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('domcontentloaded');
      return await page.evaluate(() => window.__pwned);
    } catch (error) {
      if (attempt >= 3 || !/Execution context was destroyed|navigation/i.test(String(error))) throw error;
    }
  }
}

/** A full load of `url`, even when only its hash differs from the current address (which would otherwise be an in-page jump). */
export async function load(page: Page, url: string) {
  if (page.url() !== 'about:blank' && new URL(page.url()).href.split('#')[0] === url.split('#')[0]) await page.goto('about:blank');
  return gotoHydrated(page, url);
}

/** The page is hydrated and the visitor state (which carries the player parameters into play links) is resolved. */
export async function openHydrated(page: Page, url: string) {
  const response = await load(page, url);
  await waitVisitorReady(page);
  return response;
}
