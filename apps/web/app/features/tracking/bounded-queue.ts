/**
 * A first-in first-out queue that keeps at most `limit` items, dropping the oldest: what waits
 * for consent or for tracking to start must not grow without bound on a page left open.
 */
export interface BoundedQueue<T> {
  push(item: T): void;
  /** Everything queued, oldest first; the queue is empty afterwards. */
  drain(): T[];
  readonly size: number;
  /** How many items were dropped since the queue was made. */
  readonly dropped: number;
}

export function boundedQueue<T>(limit: number): BoundedQueue<T> {
  if (!(Number.isInteger(limit) && limit > 0)) throw new Error(`queue limit must be a positive whole number, got ${limit}`);
  let items: T[] = [];
  let dropped = 0;
  return {
    push(item) {
      items.push(item);
      if (items.length > limit) {
        items.shift();
        dropped += 1;
      }
    },
    drain() {
      const out = items;
      items = [];
      return out;
    },
    get size() {
      return items.length;
    },
    get dropped() {
      return dropped;
    },
  };
}
