import { createServer, request as forward, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A loopback fault-injection proxy for the test harness: it sits between the web app (and the
 * browser) and the reference platform, classifies each request by service from its path, and
 * can make any one service fail. Plain node:http, no dependency.
 *
 * Each service gets its own listening port (`basePort + index`, all of them forwarding any
 * path), so `refuse` can be a real closed port: the service's listener stops and connections
 * to it are refused (ECONNREFUSED / net::ERR_CONNECTION_REFUSED). Requests are still counted
 * and faulted by the service their path names, whatever port they came in on.
 */

export const SERVICES = ['siteApi', 'geo', 'currency', 'userContext', 'maintenance', 'logger'] as const;
export type Service = (typeof SERVICES)[number];

export const FAULTS = ['refuse', 'reset', '500', 'stall', 'truncated', 'malformed', 'wrong-type'] as const;
/**
 * - refuse: the service's port is closed (connection refused);
 * - reset: the connection is accepted, then destroyed once the request arrives (connection reset);
 * - 500: an error status with a JSON body;
 * - stall: the answer is held `stallMs` (20 s), then the real one is sent;
 * - truncated: the real status and headers (Content-Length of the whole body), half the body, then the connection drops;
 * - malformed: 200 application/json whose body is not JSON;
 * - wrong-type: 200 text/html for a JSON endpoint.
 */
export type Fault = (typeof FAULTS)[number];

const PATH_SERVICE: readonly [RegExp, Service][] = [
  [/^\/sites\//, 'siteApi'],
  [/^\/geo(\/|$)/, 'geo'],
  [/^\/currency(\/|$)/, 'currency'],
  [/^\/user-context(\/|$)/, 'userContext'],
  [/^\/maintenance(\/|$)/, 'maintenance'],
  [/^\/logger(\/|$)/, 'logger'],
];

/** The service a request path belongs to (`other`: images, health, anything else). */
export function serviceOf(path: string): Service | 'other' {
  const pathname = path.split('?')[0] ?? '';
  return PATH_SERVICE.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'other';
}

/** Service → the path prefix the web app's configuration gives it. */
const SERVICE_PATH: Record<Exclude<Service, 'siteApi'>, string> = {
  geo: 'geo',
  currency: 'currency',
  userContext: 'user-context',
  maintenance: 'maintenance',
  logger: 'logger',
};

export interface FaultProxyOptions {
  /** Origin of the platform, e.g. http://127.0.0.1:4510. */
  upstream: string;
  /** First of six consecutive ports (one per service, in SERVICES order). */
  basePort: number;
  host?: string;
  /** How long `stall` holds an answer (default 20 s). */
  stallMs?: number;
}

export interface FaultProxy {
  /** Origin of a service's port, e.g. http://127.0.0.1:5510. */
  origin(service: Service): string;
  /** The web app's environment: REFERENCE_API_ORIGIN (site APIs) and SERVICE_<NAME>_URL, each on its own port. */
  webEnv(): Record<string, string>;
  /** Makes one service fail (replacing its previous fault); other services are unaffected. */
  setFault(service: Service, fault: Fault): Promise<void>;
  clearFault(service: Service): Promise<void>;
  clearAll(): Promise<void>;
  fault(service: Service): Fault | null;
  /** Requests seen per service (preflights included) since start or the last resetCounts(). */
  count(service: Service | 'other'): number;
  /** Requests that were faulted per service. */
  faulted(service: Service): number;
  /** For each stalled request the client gave up on: how long (ms) it waited before closing the connection. */
  abandoned(service: Service): number[];
  resetCounts(): void;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
]);

/** CORS headers for synthetic answers, as the platform gives them, so the browser sees the fault itself and not a CORS error. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
}

interface Upstream {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const host = options.host ?? '127.0.0.1';
  const stallMs = options.stallMs ?? 20_000;
  const upstream = new URL(options.upstream);
  const faults = new Map<Service, Fault>();
  const counts = new Map<Service | 'other', number>();
  const faultedCounts = new Map<Service, number>();
  const abandonedAfter = new Map<Service, number[]>();
  const timers = new Set<NodeJS.Timeout>();
  const listeners = new Map<Service, { server: Server; sockets: Set<Socket>; listening: boolean }>();
  let closed = false;

  const port = (service: Service) => options.basePort + SERVICES.indexOf(service);
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

  function fetchUpstream(request: IncomingMessage, body: Buffer): Promise<Upstream> {
    return new Promise((resolve, reject) => {
      const headers: IncomingHttpHeaders = { ...request.headers, host: upstream.host };
      // Identity bodies, so truncation cuts real JSON and not a compressed stream.
      delete headers['accept-encoding'];
      delete headers.connection;
      const outgoing = forward({ host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(response.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
          resolve({ status: response.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  function send(res: ServerResponse, answer: Upstream): void {
    if (res.destroyed) return;
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrived = Date.now();
    const kind = serviceOf(req.url ?? '/');
    bump(counts, kind);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const service = kind === 'other' ? null : kind;
    const fault = service ? faults.get(service) : undefined;
    // Preflights pass, so the browser meets the fault on the request itself (a connection fault takes everything).
    if (!service || !fault || (req.method === 'OPTIONS' && fault !== 'reset' && fault !== 'refuse')) {
      await passThrough(req, res, body);
      return;
    }
    bump(faultedCounts, service);
    const synthetic = (status: number, contentType: string, text: string) =>
      send(res, { status, headers: { 'content-type': contentType, 'cache-control': 'no-store', ...corsHeaders(req) }, body: Buffer.from(text) });

    switch (fault) {
      case 'reset':
      case 'refuse': // `refuse` reaches here only through another service's port: dropped like a reset.
        req.socket.destroy();
        return;
      case '500':
        synthetic(500, 'application/json; charset=utf-8', JSON.stringify({ error: 'InternalServerError', message: 'injected fault' }));
        return;
      case 'malformed':
        synthetic(200, 'application/json; charset=utf-8', '{"rate": 0.9, "items": [ {"id": 1,, oops');
        return;
      case 'wrong-type':
        synthetic(
          200,
          'text/html; charset=utf-8',
          '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>An upstream answered with a web page.</p></body></html>',
        );
        return;
      case 'stall': {
        const answer = await fetchUpstream(req, body).catch(() => null);
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            if (answer) send(res, answer);
            else res.destroy();
          },
          Math.max(0, stallMs - (Date.now() - arrived)),
        );
        timers.add(timer);
        res.on('close', () => {
          if (!timers.delete(timer)) return;
          clearTimeout(timer);
          if (!closed) abandonedAfter.set(service, [...(abandonedAfter.get(service) ?? []), Date.now() - arrived]);
        });
        return;
      }
      case 'truncated': {
        const answer = await fetchUpstream(req, body).catch(() => null);
        if (!answer) return void res.destroy();
        // Headers promise the whole body; half of it arrives, then the connection drops.
        res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
        res.write(answer.body.subarray(0, Math.max(1, Math.floor(answer.body.length / 2))), () => setTimeout(() => res.socket?.destroy(), 20));
        return;
      }
    }
  }

  async function passThrough(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    try {
      send(res, await fetchUpstream(req, body));
    } catch (error) {
      send(res, {
        status: 502,
        headers: { 'content-type': 'text/plain; charset=utf-8', ...corsHeaders(req) },
        body: Buffer.from(`fault proxy: upstream failed: ${String(error)}`),
      });
    }
  }

  function listen(service: Service): Promise<void> {
    const entry = listeners.get(service)!;
    return new Promise((resolve, reject) => {
      entry.server.once('error', reject);
      entry.server.listen(port(service), host, () => {
        entry.server.off('error', reject);
        entry.listening = true;
        resolve();
      });
    });
  }

  /** Stops a service's listener and drops its open connections: new ones are refused. */
  function unlisten(service: Service): Promise<void> {
    const entry = listeners.get(service)!;
    if (!entry.listening) return Promise.resolve();
    entry.listening = false;
    return new Promise((resolve) => {
      entry.server.close(() => resolve());
      for (const socket of entry.sockets) socket.destroy();
    });
  }

  for (const service of SERVICES) {
    const sockets = new Set<Socket>();
    const server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        if (!res.headersSent && !res.destroyed) {
          res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(`fault proxy error: ${String(error)}`);
        } else {
          res.destroy();
        }
      });
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    server.keepAliveTimeout = 5000;
    listeners.set(service, { server, sockets, listening: false });
  }
  try {
    for (const service of SERVICES) await listen(service);
  } catch (error) {
    await Promise.all(SERVICES.map(unlisten));
    throw error;
  }

  const origin = (service: Service) => `http://${host}:${port(service)}`;

  const proxy: FaultProxy = {
    origin,
    webEnv() {
      const env: Record<string, string> = { REFERENCE_API_ORIGIN: origin('siteApi') };
      for (const [service, path] of Object.entries(SERVICE_PATH)) {
        env[`SERVICE_${path.replace('-', '_').toUpperCase()}_URL`] = `${origin(service as Service)}/${path}/`;
      }
      return env;
    },
    async setFault(service, fault) {
      const previous = faults.get(service);
      faults.set(service, fault);
      if (fault === 'refuse') await unlisten(service);
      else if (previous === 'refuse' && !closed) await listen(service);
    },
    async clearFault(service) {
      const previous = faults.get(service);
      faults.delete(service);
      if (previous === 'refuse' && !closed) await listen(service);
    },
    async clearAll() {
      for (const service of [...faults.keys()]) await proxy.clearFault(service);
    },
    fault: (service) => faults.get(service) ?? null,
    count: (service) => counts.get(service) ?? 0,
    faulted: (service) => faultedCounts.get(service) ?? 0,
    abandoned: (service) => [...(abandonedAfter.get(service) ?? [])],
    resetCounts() {
      counts.clear();
      faultedCounts.clear();
      abandonedAfter.clear();
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(SERVICES.map(unlisten));
    },
  };
  return proxy;
}
