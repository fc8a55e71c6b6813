import { connect } from 'node:net';
import type { HttpResult } from './http-get.ts';

/**
 * One HTTP/1.1 exchange written byte for byte over a socket: for request lines and headers
 * Node's own client refuses to send (control characters, spaces, raw UTF-8, absolute-form
 * targets, odd methods). The response is read until the server closes the connection; a
 * chunked body is decoded. Status 0 means the server closed without answering.
 */
export function rawRequest(port: number, head: string, { timeoutMs = 15_000 } = {}): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written without a half-close: Node's server would end a half-closed connection before a slow page is sent.
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(head, 'utf8')));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`raw request timed out: ${JSON.stringify(head.slice(0, 200))}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

/** A GET of `target` on `host`, with `Connection: close` and no compression. */
export function rawGet(port: number, host: string, target: string, method = 'GET'): Promise<HttpResult> {
  return rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
}

function parseResponse(raw: Buffer): HttpResult {
  const split = raw.indexOf('\r\n\r\n');
  if (raw.length === 0 || split < 0) return { status: 0, headers: {}, body: raw.toString('utf8') };
  const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(split + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: body.toString('utf8') };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
