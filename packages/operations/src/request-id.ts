import { randomUUID } from 'node:crypto';

export { REQUEST_ID_HEADER } from './endpoints.ts';

/**
 * What an incoming id may look like to be kept: 8 to 128 characters that need no quoting in a
 * log line (letters, digits and `._:+=/-`: UUIDs, nginx's hex ids, base64 trace ids). Anything
 * else (spaces, quotes, control characters, a list) is replaced: a client must not write into
 * the logs.
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:+=/-]{7,127}$/;

/** The id to log a request under: the incoming one when well-formed, else a new UUID. */
export function acceptRequestId(incoming: string | readonly string[] | null | undefined): string {
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}
