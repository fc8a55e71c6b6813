import { FAKE_TAG_VENDORS, type FakeTagVendor } from './fake-tag-scripts.ts';

/** One thing a fake tag saw: its load, a call it received, or a pixel/frame request. */
export interface FakeTagHit {
  vendor: FakeTagVendor;
  kind: string;
  args: unknown[];
  id: string;
  /** The page that sent it (beacons), or the Referer of a pixel/frame request. */
  page: string;
  /** The request's Origin header: which site's page it came from. */
  origin: string | null;
  at: string;
}

const MAX_HITS = 5000;
const MAX_ARGS_CHARS = 4000;

/**
 * The fake collector's memory: the newest hits, bounded so a long `npm start` session cannot
 * grow it without end. In memory only: tests read what their own pages sent (filter by page).
 */
export function createFakeTagHits() {
  const hits: FakeTagHit[] = [];
  return {
    add(hit: FakeTagHit): void {
      hits.push(hit);
      if (hits.length > MAX_HITS) hits.splice(0, hits.length - MAX_HITS);
    },
    list(filter: { vendor?: string; page?: string } = {}): FakeTagHit[] {
      return hits.filter((hit) => (!filter.vendor || hit.vendor === filter.vendor) && (!filter.page || hit.page.includes(filter.page)));
    },
    clear(): void {
      hits.length = 0;
    },
  };
}

export type FakeTagHits = ReturnType<typeof createFakeTagHits>;

export function isFakeTagVendor(value: unknown): value is FakeTagVendor {
  return typeof value === 'string' && (FAKE_TAG_VENDORS as readonly string[]).includes(value);
}

/** A beacon's body (text/plain JSON from navigator.sendBeacon), or null when it is not one of the fakes'. */
export function parseBeacon(body: unknown): Pick<FakeTagHit, 'vendor' | 'kind' | 'args' | 'id' | 'page'> | null {
  let value: unknown = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { vendor, kind, args, id, page } = value as Record<string, unknown>;
  if (!isFakeTagVendor(vendor) || typeof kind !== 'string' || kind.length > 40 || !Array.isArray(args)) return null;
  if (JSON.stringify(args).length > MAX_ARGS_CHARS) return null;
  return { vendor, kind, args, id: typeof id === 'string' ? id.slice(0, 100) : '', page: typeof page === 'string' ? page.slice(0, 2000) : '' };
}
