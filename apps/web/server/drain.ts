import type { Server } from 'node:http';

/** How often, while draining, connections that have become idle are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops a server the way a load balancer expects: it stops accepting, requests in flight
 * finish, each keep-alive connection is closed as soon as it is idle (Node's close() sweeps
 * only once, so they are swept until the end), and after `timeoutMs` whatever is still open is
 * cut. Resolves `drained` or `cut`.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<'drained' | 'cut'> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: 'drained' | 'cut') => {
      if (done) return;
      done = true;
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(result);
    };
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish('cut');
    }, timeoutMs);
    server.close(() => finish('drained'));
    server.closeIdleConnections();
  });
}
