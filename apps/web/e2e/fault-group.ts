import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { startStack, type Stack } from '../../../scripts/stack.mjs';
import { startFaultProxy, type FaultProxy, type Service } from '../test/fault-proxy.ts';
import { waitVisitorReady } from './hydrated.ts';

/*
 * Fault injection (issue 8, item 4): the harness the three fault-injection-*.spec.ts files share.
 * Each group starts its own platform, fault proxy and web app (the web app's site APIs and
 * shared services all go through the proxy, one port per service), then for each fault of its services loads representative pages in Chromium and
 * checks: no 5xx, the frame renders, the spec's fallback shows (spec/shell.md section 8), the
 * console has nothing but the deliberately failed requests, and stalled calls are cut off.
 *
 * Ports (FAULT_WEB_PORT, FAULT_PLATFORM_PORT, FAULT_PROXY_PORT are the bases): group i uses
 * web base+i, platform base+i and proxy base+10i … base+10i+5.
 */

export const WEB_BASE = Number(process.env.FAULT_WEB_PORT ?? 3510);
export const PLATFORM_BASE = Number(process.env.FAULT_PLATFORM_PORT ?? 4510);
export const PROXY_BASE = Number(process.env.FAULT_PROXY_PORT ?? 5510);
export const REVALIDATE_TOKEN = 'fault-injection-revalidate-token';
/** The spec's fallback rates (spec/shell.md section 9) the page uses when the currency service fails. */
export const FALLBACK_RATE = { GBP: 0.86778, SEK: 10.6368 };
/** Server-side calls give up after 2.5 s (SERVER_CALL_TIMEOUT_MS); the server answers (first byte) after two rounds of them at most, never after a 20 s stall. */
export const SSR_BUDGET_MS = 12_000;
/** Browser calls give up after 5 s (VISITOR_CALL_TIMEOUT_MS); one held longer than this was never cut off by the page. */
export const BROWSER_CUT_OFF_MS = 9000;
export const ROOT = new URL('../../..', import.meta.url).pathname;

export interface Group {
  stack: Stack;
  proxy: FaultProxy;
  webPort: number;
  url(code: string, path?: string): string;
  close(): Promise<void>;
}

/** A leftover server on a port would silently stand in for the one this run starts. */
export async function expectPortsFree(ports: readonly number[]): Promise<void> {
  for (const port of ports) {
    const inUse = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (inUse) throw new Error(`port ${port} is already in use (a leftover server?)`);
  }
}

export async function startGroup(index: number): Promise<Group> {
  const webPort = WEB_BASE + index;
  const platformPort = PLATFORM_BASE + index;
  await expectPortsFree([webPort, platformPort]);
  const proxy = await startFaultProxy({ upstream: `http://127.0.0.1:${platformPort}`, basePort: PROXY_BASE + index * 10 });
  let stack: Stack;
  try {
    stack = await startStack({
      webPort,
      platformPort,
      quiet: true,
      freshDb: true,
      testFixtures: true,
      env: {
        EMULATION: '1',
        REVALIDATE_TOKEN,
        LOG_LEVEL: 'info',
        // Every test of a group makes the server log (and forward) on purpose, one after the other: more than a
        // production minute's allowance. Loopback stands in for a proxy, so each test can be a client of its own.
        LOG_FORWARD_PER_MINUTE: '10000',
        TRUSTED_PROXIES: '127.0.0.1',
        ...proxy.webEnv(),
      },
    });
  } catch (error) {
    await proxy.close();
    throw error;
  }
  return {
    stack,
    proxy,
    webPort,
    url: (code, path = '/') => `http://${code.toLowerCase()}.localhost:${webPort}${path}`,
    async close() {
      await proxy.close();
      await stack.stop();
    },
  };
}

/** What the web app wrote to its log (startStack's quiet mode), from `offset` on. */
export function webLog(group: Group, offset = 0): string {
  try {
    return readFileSync(join(ROOT, 'artifacts/logs', `web-${group.webPort}.log`), 'utf8').slice(offset);
  } catch {
    return '';
  }
}

/** Drops every cached site-API answer of a site, so the next render meets the fault. */
export async function purge(group: Group, code = 'MCUK'): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${group.webPort}/__revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: [`site:${code}`] }),
  });
  expect(res.status).toBe(200);
}

/**
 * Console errors and uncaught errors (unhandled rejections included) of a page. Only the
 * deliberately failed requests may appear: the browser's own "Failed to load resource" for a
 * URL under one of the `allowed` prefixes (the faulted service's origin, an error fixture), the
 * app's JSON log line naming such a URL, and messages matching `texts` (a fixture's own error).
 */
export function guardFaultConsole(page: Page, allowed: () => readonly string[], texts: readonly RegExp[] = []) {
  const problems: string[] = [];
  /** The app's own log lines (warn or error) about a failed call to an allowed URL: the spec's "log it". */
  const logged: string[] = [];
  const expected = (url: string | undefined) => typeof url === 'string' && allowed().some((prefix) => url.startsWith(prefix));
  const logLine = (message: ConsoleMessage) => {
    try {
      const line = JSON.parse(message.text()) as { level?: string; url?: string; msg?: string };
      return (line.level === 'error' || line.level === 'warn') && expected(line.url) ? line : null;
    } catch {
      return null;
    }
  };
  const isExpected = (message: ConsoleMessage) => {
    if (texts.some((pattern) => pattern.test(message.text()))) return true;
    if (/^Failed to load resource/.test(message.text())) return expected(message.location().url);
    return logLine(message) !== null;
  };
  page.on('console', (message) => {
    const line = logLine(message);
    if (line) logged.push(`${line.level} ${line.msg}`);
    if (message.type() === 'error' && !isExpected(message)) problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { problems, logged, expectClean: () => expect(problems).toEqual([]) };
}

/** Responses of the web app itself with a 5xx status (documents, data, assets). */
export function watch5xx(page: Page, webPort: number): string[] {
  const failures: string[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).port === String(webPort) && response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

export async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
}

export const html = (page: Page) => page.locator('html');

/** A stalled service's callers gave up by themselves, well before the stall's 20 s: each waited less than `budgetMs`. */
export async function expectStallCutOff(proxy: FaultProxy, service: Service, budgetMs: number): Promise<void> {
  await expect.poll(() => proxy.abandoned(service).length, { timeout: budgetMs }).toBeGreaterThan(0);
  for (const ms of proxy.abandoned(service)) expect(ms, `${service} call held ${ms} ms`).toBeLessThan(budgetMs);
}

/** The visitor state mirrored on <html>, once geo, currency and user context have settled (a stalled call settles at the client's 5 s timeout). */
export async function settledVisitor(page: Page): Promise<Record<string, string | null>> {
  await waitVisitorReady(page);
  return html(page).evaluate((root) =>
    Object.fromEntries(
      ['data-geo-country', 'data-geo-source', 'data-currency', 'data-currency-rate', 'data-rate-source', 'data-user-context', 'data-maintenance'].map(
        (name) => [name, root.getAttribute(name)],
      ),
    ),
  );
}

/** Numbers of the winners table's amount cells ("£23,358", "SEK 286,311.33"). */
export async function winnerAmounts(page: Page): Promise<{ currency: string | null; amount: number }[]> {
  return page
    .getByTestId('winners')
    .locator('tbody td[data-currency]')
    .evaluateAll((cells) =>
      cells.map((cell) => ({ currency: cell.getAttribute('data-currency'), amount: Number((cell.textContent ?? '').replace(/[^\d.]/g, '')) })),
    );
}
