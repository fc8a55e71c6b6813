import type { Page, Response } from '@playwright/test';

/** Waits until React has hydrated the current document (hydration starts after the first paint). */
export async function waitHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a page and waits until it has hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitHydrated(page);
  return response;
}

/**
 * Waits until the visitor's calls (geo, currency, user context) have answered, mirrored on
 * <html>. Before running a page's fake clock ahead: a jump of minutes would fire a call's 5 s
 * timeout while its answer is on the way (the visitor engine starts them a task at a time).
 */
export async function waitVisitorReady(page: Page): Promise<void> {
  await page.locator('html[data-visitor="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
}
