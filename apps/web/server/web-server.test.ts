import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { documentResponse } from '../app/lib/rendered-document.ts';
import { BODY_LIMITS } from './body-limit.ts';
import { CSP_REPORT_PATH } from './security-headers.ts';
import { createWebHandler, createWebServer, SERVER_LIMITS, type Pipeline } from './web-server.ts';

let server: Server | undefined;
const bodies: Array<{ path: string; body: string; peer: string | undefined }> = [];

async function start(limits = SERVER_LIMITS): Promise<number> {
  const pipeline: Pipeline = async (request, peer) => {
    bodies.push({ path: new URL(request.url).pathname, body: await request.text(), peer });
    if (new URL(request.url).pathname === '/document/') {
      const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '24' });
      headers.append('Set-Cookie', 'a=1');
      headers.append('Set-Cookie', 'b=2');
      return documentResponse('<!DOCTYPE html><p>é</p>', { status: 404, headers });
    }
    return new Response('ok', { status: 200 });
  };
  server = createWebServer(createWebHandler({ pipeline, securityHeaders: true, log: () => {} }), limits);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  bodies.length = 0;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Opens a raw connection; resolves what the server wrote and when it closed the connection. */
function open(port: number): { socket: Socket; answer: Promise<{ text: string; closedAfterMs: number }> } {
  const socket = connect(port, '127.0.0.1');
  const opened = Date.now();
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  socket.on('error', () => {});
  const answer = new Promise<{ text: string; closedAfterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - opened })),
  );
  return { socket, answer };
}

describe('the web server’s front door', () => {
  it('writes a rendered document from its bytes, with its status and every header (each cookie its own line); HEAD gets no body', async () => {
    const port = await start();
    const get = open(port);
    get.socket.write(`GET /document/ HTTP/1.1\r\nHost: mcuk.localhost\r\nConnection: close\r\n\r\n`);
    const { text } = await get.answer;
    expect(text).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(text).toMatch(/\r\nset-cookie: a=1\r\nset-cookie: b=2\r\n/i);
    expect(text).toMatch(/\r\ncontent-length: 24\r\n/i);
    expect(Buffer.from(text.split('\r\n\r\n')[1]!, 'latin1').toString('utf8')).toBe('<!DOCTYPE html><p>é</p>');
    const head = open(port);
    head.socket.write(`HEAD /document/ HTTP/1.1\r\nHost: mcuk.localhost\r\nConnection: close\r\n\r\n`);
    const headText = (await head.answer).text;
    expect(headText).toMatch(/^HTTP\/1\.1 404/);
    expect(headText.split('\r\n\r\n')[1]).toBe('');
  });

  it('hands a body within its endpoint’s limit to the app, exactly', async () => {
    const port = await start();
    const { socket, answer } = open(port);
    socket.write(
      `POST ${CSP_REPORT_PATH} HTTP/1.1\r\nHost: mcuk.localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n`,
    );
    expect((await answer).text).toMatch(/^HTTP\/1\.1 200/);
    expect(bodies).toEqual([{ path: CSP_REPORT_PATH, body: 'hello world', peer: '127.0.0.1' }]);
  });

  it('answers 413 at once to a declared length over the limit, reading none of it', async () => {
    const port = await start();
    const { socket, answer } = open(port);
    socket.write(`POST /__newsletter HTTP/1.1\r\nHost: mcuk.localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200000000\r\n\r\n`);
    const { text, closedAfterMs } = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text).toMatch(/connection: close/i);
    expect(closedAfterMs).toBeLessThan(5000);
    expect(bodies).toEqual([]);
  });

  it('stops reading a chunked body at the limit, answers 413 and closes the connection while the client goes on sending', async () => {
    const port = await start();
    const { socket, answer } = open(port);
    socket.write(`POST /__newsletter HTTP/1.1\r\nHost: mcuk.localhost\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = `4000\r\n${'a'.repeat(0x4000)}\r\n`;
    let sent = 0;
    const flood = setInterval(() => {
      if (socket.writable) {
        socket.write(chunk);
        sent += 0x4000;
      }
    }, 5);
    try {
      const { text, closedAfterMs } = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 413/);
      expect(closedAfterMs).toBeLessThan(5000);
      expect(sent).toBeGreaterThan(BODY_LIMITS['/__newsletter']!);
    } finally {
      clearInterval(flood);
    }
    expect(bodies).toEqual([]);
  });

  it('holds paths that take no body to a small limit too', async () => {
    const port = await start();
    const { socket, answer } = open(port);
    socket.write(`POST /online-slots/ HTTP/1.1\r\nHost: mcuk.localhost\r\nContent-Length: 100000\r\n\r\n`);
    expect((await answer).text).toMatch(/^HTTP\/1\.1 413/);
  });

  it('refuses duplicate Host headers and ambiguous paths with a 400', async () => {
    const port = await start();
    for (const head of [
      'GET / HTTP/1.1\r\nHost: mcuk.localhost\r\nHost: mcde.localhost\r\nConnection: close\r\n\r\n',
      'GET /x\\..\\__revalidate HTTP/1.1\r\nHost: mcuk.localhost\r\nConnection: close\r\n\r\n',
    ]) {
      const { socket, answer } = open(port);
      socket.write(head);
      const { text } = await answer;
      expect(text, head).toMatch(/^HTTP\/1\.1 400/);
      expect(text).toContain('<!DOCTYPE html>');
      expect(text).toMatch(/cache-control: private, no-store/i);
    }
    expect(bodies).toEqual([]);
  });

  it('closes a connection whose request head never completes (a slow client cannot hold it)', async () => {
    const port = await start({ ...SERVER_LIMITS, headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 });
    const { socket, answer } = open(port);
    socket.write('GET / HTTP/1.1\r\nHost: mcuk.localhost\r\nX-Slow: ');
    const { closedAfterMs } = await answer;
    expect(closedAfterMs).toBeLessThan(3000);
    expect(bodies).toEqual([]);
  });

  it('refuses connections over the cap', async () => {
    const port = await start({ ...SERVER_LIMITS, maxConnections: 2 });
    const held = [open(port), open(port)];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = open(port);
    const { closedAfterMs } = await third.answer;
    expect(closedAfterMs).toBeLessThan(2000);
    for (const { socket } of held) expect(socket.destroyed).toBe(false);
  });

  it('gives each request an id: a well-formed incoming x-request-id is kept, anything else replaced', async () => {
    const ids: string[] = [];
    const records: string[] = [];
    server = createWebServer(
      createWebHandler({
        pipeline: async (request) => {
          ids.push(request.headers.get('x-request-id') ?? '');
          return new Response('ok');
        },
        securityHeaders: false,
        log: () => {},
        operator: { probe: () => false, draining: () => false, finished: (_req, _res, record) => records.push(record.requestId) },
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    for (const id of ['7f3c9a2e-nginx-0001', 'short', 'has space in it', '"quoted-value"']) {
      const { socket, answer } = open(port);
      socket.write(`GET /x HTTP/1.1\r\nHost: mc.localhost\r\nX-Request-Id: ${id}\r\nConnection: close\r\n\r\n`);
      await answer;
    }
    expect(ids[0]).toBe('7f3c9a2e-nginx-0001');
    for (const id of ids.slice(1)) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(records).toEqual(ids);
  });
});
