// What a first visit downloads: the HTML and the JavaScript the page runs until it is
// interactive, as sent by the app (raw, and gzip/br as served: HTML compressed per request,
// assets pre-compressed at build time).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH, CHROMIUM_PATH } from '../chromium.ts';
import { get } from './http-get.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

export interface PageWeight {
  html: Sizes;
  /** Absent when no Chromium is installed: the bench still runs, and says what it skipped. */
  js?: { sizes: Sizes; modules: string[] };
}

/** Why first-load JavaScript cannot be measured here, if it cannot. */
export const chromiumMissing = existsSync(CHROMIUM_PATH) ? undefined : `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`;
/** After `data-hydrated`, what still loads without a visitor's action (a trigger, the idle-time worker registration). */
const SETTLE_MS = 2_000;

/**
 * The same-origin scripts a page loads by itself: opened in Chromium (a phone's viewport) until
 * `<html data-hydrated>` and a moment after, with no interaction. With islands, the page's
 * script is decided at run time (what is due, what the visitor's state asks for), so the
 * browser, not the HTML, says what a first visit downloads. The service worker's script is
 * not the page's. Each page gets a fresh context: nothing cached from the page before.
 */
async function firstLoadModules(browser: Browser, origin: string, path: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const modules = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === origin) modules.add(url.pathname);
    });
    const response = await page.goto(origin + path);
    if (response?.status() !== 200) throw new Error(`${path}: ${response?.status() ?? 'no response'}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    return [...modules].sort();
  } finally {
    await context.close();
  }
}

async function sizes(port: number, host: string, path: string): Promise<Sizes> {
  const [raw, gzip, br] = await Promise.all(
    ['identity', 'gzip', 'br'].map(async (encoding) => {
      const got = await get(port, path, host, { 'accept-encoding': encoding });
      if (got.status !== 200) throw new Error(`${path}: ${got.status}`);
      return got.body.length;
    }),
  );
  return { raw: raw!, gzip: gzip!, br: br! };
}

async function pageWeight(browser: Browser | null, port: number, host: string, path: string): Promise<PageWeight> {
  const html = await sizes(port, host, path);
  if (!browser) return { html };
  const modules = await firstLoadModules(browser, `http://${host}`, path);
  const js: Sizes = { raw: 0, gzip: 0, br: 0 };
  for (const module of modules) {
    const size = await sizes(port, host, module);
    js.raw += size.raw;
    js.gzip += size.gzip;
    js.br += size.br;
  }
  return { html, js: { sizes: js, modules } };
}

/** The weights of `paths`, one after another in one browser (none when Chromium is missing). */
export async function pageWeights(port: number, host: string, paths: readonly string[]): Promise<PageWeight[]> {
  const browser = chromiumMissing ? null : await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) weights.push(await pageWeight(browser, port, host, path));
    return weights;
  } finally {
    await browser?.close();
  }
}
