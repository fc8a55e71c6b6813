import { LRUCache } from 'lru-cache';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per client, for endpoints anyone can call: one client spending its
 * allowance leaves everyone else's untouched. The table is bounded (least recently seen
 * clients are forgotten first), so a flood of addresses cannot grow memory.
 */
export class ClientRateLimit {
  readonly #windows: LRUCache<string, Window>;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    maxClients = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#windows = new LRUCache({ max: maxClients });
  }

  /** Counts one use by `client`; false once its allowance for the window is spent. */
  take(client: string): boolean {
    const now = this.now();
    let window = this.#windows.get(client);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.#windows.set(client, window);
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  /** Whether `client` has spent its allowance, without counting a use. */
  exhausted(client: string): boolean {
    const window = this.#windows.get(client);
    return Boolean(window && window.resetAt > this.now() && window.count >= this.limit);
  }

  /** Seconds until `client`'s window starts again (for Retry-After). */
  retryAfterSeconds(client: string): number {
    const window = this.#windows.get(client);
    return window ? Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)) : 1;
  }
}
