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
