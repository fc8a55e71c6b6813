import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInTasks } from './run-in-tasks.ts';

// The browser's scheduler.yield, held: each release is the browser coming back for the next task.
const pending: Array<() => void> = [];
const release = async () => {
  pending.shift()?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  vi.unstubAllGlobals();
  pending.length = 0;
});

describe('runInTasks', () => {
  it('runs the steps in order, each after a yield to the browser', async () => {
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => pending.push(resolve)) });
    const ran: string[] = [];
    const done = runInTasks([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual([]);
    await release();
    expect(ran).toEqual(['a']);
    await release();
    expect(ran).toEqual(['a', 'b']);
    await release();
    await done;
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('stops at a step that throws, with its error', async () => {
    const later = vi.fn();
    await expect(
      runInTasks([
        () => {
          throw new Error('broken');
        },
        later,
      ]),
    ).rejects.toThrow('broken');
    expect(later).not.toHaveBeenCalled();
  });
});
