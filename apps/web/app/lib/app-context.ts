import { createContext } from 'react-router';
import type { DataCache } from './data-cache/data-cache.server.ts';
import type { AppConfig } from './app-config.ts';
import type { BackendCall } from './http/request-data.ts';
import type { ClientEntry } from './islands/island-scripts.tsx';
import type { Logger } from './logger/log-levels.ts';

/** Long-lived services the server creates once. */
export interface AppServices {
  dataCache: DataCache;
  logger: Logger;
  /** Told of every server-side back-end call (server/metrics.ts); absent where nothing counts them. */
  onBackendCall?: (call: BackendCall) => void;
}

/** What happened while serving one request: feeds Cache-Control and Server-Timing. */
export interface RequestState {
  /** Some data came from a fallback (back end failing): keep the page out of shared caches. */
  degraded: boolean;
  /** performance.now() when the request arrived: back-end calls share one time budget from here. */
  startedAt: number;
  /** [start, end] of each back-end call (they overlap: Server-Timing reports their union). */
  dataSpans: Array<[number, number]>;
  dataCalls: number;
  /** The visitor came over TLS (directly or through a trusted proxy): cookies get `Secure`. */
  secure: boolean;
  /** The request's id (server/web-server.ts): logged with it and sent on to the back ends as `x-request-id`. */
  requestId: string;
  /** The content type whose loader took the page (lib/page-info.server.ts): the request log's and the metrics' kind. */
  routeKind: string | undefined;
}

export function newRequestState(now = performance.now(), requestId = ''): RequestState {
  return { degraded: false, startedAt: now, dataSpans: [], dataCalls: 0, secure: false, requestId, routeKind: undefined };
}

/** Handed from the HTTP server to every loader (see server/request-pipeline.ts). */
export const appConfigContext = createContext<AppConfig>();
export const appServicesContext = createContext<AppServices>();
export const requestStateContext = createContext<RequestState>();
/** The script pages load, from the server build's assets (entry.server.tsx hands it to the islands). */
export const clientEntryContext = createContext<ClientEntry>();
