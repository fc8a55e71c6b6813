import { describe, expect, it } from 'vitest';
import { createOutbox } from './outbox.ts';

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('createOutbox', () => {
  it('sends nothing until allowed, then everything that waited in one batch', async () => {
    let allowed = false;
    const sent: number[][] = [];
    const outbox = createOutbox<number>({ allowed: () => allowed, send: (records) => sent.push(records) });
    outbox.add(1);
    outbox.add(2);
    await tick();
    expect(sent).toEqual([]);
    allowed = true;
    outbox.flush();
    expect(sent).toEqual([[1, 2]]);
  });

  it('batches what one task adds once allowed', async () => {
    const sent: number[][] = [];
    const outbox = createOutbox<number>({ allowed: () => true, send: (records) => sent.push(records) });
    outbox.add(1);
    outbox.add(2);
    await tick();
    outbox.add(3);
    await tick();
    expect(sent).toEqual([[1, 2], [3]]);
  });

  it('keeps only the newest records while waiting', () => {
    let allowed = false;
    const sent: number[][] = [];
    const outbox = createOutbox<number>({ allowed: () => allowed, send: (records) => sent.push(records), limit: 2 });
    for (const record of [1, 2, 3]) outbox.add(record);
    allowed = true;
    outbox.flush();
    expect(sent).toEqual([[2, 3]]);
  });
});
