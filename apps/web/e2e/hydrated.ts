import type { Page, Response } from '@playwright/test';

/** Opens a page and waits until React has hydrated it (hydration starts after the first paint). */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
