import { yieldToMain } from './yield-to-main.ts';

/**
 * Runs each step in a task of its own, in order: starting a page's parts one after another in
 * one task made a long task on a phone (each part's first run is cold code), and between
 * tasks the browser can paint and answer the visitor. A step that throws stops the rest, as
 * one task would have.
 */
export async function runInTasks(steps: ReadonlyArray<() => void>): Promise<void> {
  for (const step of steps) {
    await yieldToMain();
    step();
  }
}
