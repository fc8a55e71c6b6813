/** A vendor's command queue as its snippet defines it: calls made before the loader arrives are queued. */
export type CommandQueue = ((...args: unknown[]) => void) & Record<string, unknown>;

/** The globals the vendors' snippets define and their loaders read (names are the vendors'). */
export interface TagWindow {
  fbq?: CommandQueue;
  _fbq?: CommandQueue;
  twq?: CommandQueue;
  hj?: CommandQueue;
  _hjSettings?: { hjid: number | string; hjsv: number };
  clarity?: CommandQueue;
  ttd_dom_ready?: (run: () => void) => void;
  TTDUniversalPixelApi?: new () => { init(advertiserId: string, pixelIds: string[], url: string): void };
}

export const tagWindow = (): TagWindow => window as unknown as TagWindow;

/**
 * A queue that stores `arguments` until the vendor's loader replaces or drains it: the shape of
 * the vendors' own snippets (the social pixel calls `callMethod` once loaded, the microblog tag `exe`).
 */
export function commandQueue(drainName: 'callMethod' | 'exe' | null, queueName = 'queue'): CommandQueue {
  const queue: CommandQueue = Object.assign(
    function (...args: unknown[]) {
      const drain = drainName ? queue[drainName] : undefined;
      if (typeof drain === 'function') drain.apply(queue, args);
      else (queue[queueName] as unknown[]).push(args);
    },
    { [queueName]: [] as unknown[] },
  );
  return queue;
}
