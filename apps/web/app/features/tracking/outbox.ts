import { boundedQueue } from './bounded-queue.ts';

/** Records kept while sending is not allowed yet (no tracking consent, no tracking info yet). */
export const MAX_WAITING_RECORDS = 100;

export interface Outbox<T> {
  add(record: T): void;
  /** Sends what waits when sending is allowed now (called when consent or the info arrives). */
  flush(): void;
}

/**
 * Records wait here until `allowed()` (tracking consent, spec/shell.md section 4) and leave in
 * batches: everything added in one task travels in one request.
 */
export function createOutbox<T>(options: { allowed: () => boolean; send: (records: T[]) => void; limit?: number }): Outbox<T> {
  const queue = boundedQueue<T>(options.limit ?? MAX_WAITING_RECORDS);
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!options.allowed() || queue.size === 0) return;
    options.send(queue.drain());
  };
  return {
    add(record) {
      queue.push(record);
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(flush);
    },
    flush,
  };
}
