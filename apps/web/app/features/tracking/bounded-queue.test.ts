import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedQueue } from './bounded-queue.ts';

describe('boundedQueue', () => {
  it('keeps the newest items up to its limit, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(fc.integer()), (limit, items) => {
        const queue = boundedQueue<number>(limit);
        for (const item of items) queue.push(item);
        expect(queue.size).toBe(Math.min(limit, items.length));
        expect(queue.dropped).toBe(Math.max(0, items.length - limit));
        expect(queue.drain()).toEqual(items.slice(-limit));
        expect(queue.size).toBe(0);
      }),
    );
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => boundedQueue(0)).toThrow();
    expect(() => boundedQueue(1.5)).toThrow();
  });
});
