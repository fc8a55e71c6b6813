import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM_PORT } from './ports.ts';

const PLATFORM_ORIGIN = `http://127.0.0.1:${E2E_PLATFORM_PORT}`;

/** A record as the collector's admin read gives it (apps/platform/src/tracking, docs/tracking.md). */
export interface CollectedRecord {
  id: number;
  brand: string;
  site: string;
  culture: string;
  viewVersion: string;
  type: 'visit' | 'event';
  init: boolean;
  group: string | null;
  event: string | null;
  pageCode: string;
  path: string | null;
  data: Record<string, unknown> | null;
  info: Record<string, string | null> | null;
}

export async function collected(request: APIRequestContext, brand?: string): Promise<CollectedRecord[]> {
  const records: CollectedRecord[] = [];
  for (let since = 0; ;) {
    const response = await request.get(`${PLATFORM_ORIGIN}/tracking/events?since=${since}${brand ? `&brand=${brand}` : ''}`, {
      headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    });
    expect(response.status()).toBe(200);
    const { events } = (await response.json()) as { events: CollectedRecord[] };
    records.push(...events);
    if (events.length < 1000) return records;
    since = events.at(-1)!.id;
  }
}

/** The records of one visitor (their visit id from the tracking frame), once `count` of them have arrived. */
export async function recordsOf(request: APIRequestContext, usguid: string, count = 1): Promise<CollectedRecord[]> {
  let mine: CollectedRecord[] = [];
  await expect
    .poll(
      async () => {
        mine = (await collected(request)).filter((record) => record.info?.usguid === usguid);
        return mine.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mine;
}

/** The visit's identifiers once the tracking frame handed them over (kept in the player state, `xtps`). */
export async function visitIds(page: Page): Promise<{ usguid: string; uguid: string }> {
  const handle = await page.waitForFunction(() => {
    const info = (JSON.parse(window.sessionStorage.getItem('xtps') ?? '{}') as { trackingInfo?: { usguid?: string; uguid?: string } }).trackingInfo;
    return info?.usguid ? info : null;
  });
  return (await handle.jsonValue()) as { usguid: string; uguid: string };
}

/** The page as if the visitor switched tabs: web-vitals reports its final metrics then. */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
