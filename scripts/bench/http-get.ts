// A GET with a chosen Host header: fetch (undici) ignores `host`, node:http does not.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface Got {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** `port` on 127.0.0.1, `path` with its query, sent as `host`; the body as received (not decoded). */
export function get(port: number, path: string, host: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { ...headers, host }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${host}${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** JSON from the platform (plain fetch is fine there: it does not look at the host). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}
