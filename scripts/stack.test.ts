import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startStack, type Stack } from './stack.mjs';

/*
 * startStack with two stand-ins for the builds: tiny HTTP servers that answer with their pid and
 * environment, and exit with code 3 on GET /exit. The supervision is the real code path.
 */
const dir = mkdtempSync(join(tmpdir(), 'stack-test-'));
const standIn = (file: string, portVariable: string, body = '') => {
  writeFileSync(
    join(dir, file),
    `import { createServer } from 'node:http';
${body}
createServer((request, response) => {
  if (request.url === '/exit') setTimeout(() => process.exit(3), 10);
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ pid: process.pid, env: process.env }));
}).listen(Number(process.env.${portVariable}), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
`,
  );
  return join(dir, file);
};
const entries = { platform: standIn('platform.mjs', 'PLATFORM_PORT'), web: standIn('web.mjs', 'PORT') };
const refusing = standIn('refusing-platform.mjs', 'PLATFORM_PORT', 'process.exit(1);');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const stacks: Stack[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(stacks.splice(0).map((stack) => stack.stop()));
});

async function start(options: Parameters<typeof startStack>[0] = {}) {
  const stack = await startStack({ webPort: await freePort(), platformPort: await freePort(), entries, ...options });
  stacks.push(stack);
  return stack;
}

type Answer = { pid: number; env: Record<string, string> };
const ask = async (port: number): Promise<Answer> => (await fetch(`http://127.0.0.1:${port}/`)).json() as Promise<Answer>;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startStack', () => {
  it('gives the platform strong random tokens and its site origins, and the web app the preview token', async () => {
    const stack = await start();
    const platform = (await ask(stack.platformPort)).env;
    const web = (await ask(stack.webPort)).env;
    expect(platform.PLATFORM_ADMIN_TOKEN).toBe(stack.adminToken);
    expect(platform.PLATFORM_PREVIEW_TOKEN).toBe(stack.previewToken);
    expect(stack.adminToken).toMatch(/^[\w-]{32}$/);
    expect(stack.previewToken).toMatch(/^[\w-]{32}$/);
    expect(stack.adminToken).not.toBe(stack.previewToken);
    expect(web.PREVIEW_API_TOKEN).toBe(stack.previewToken);
    expect(platform.PLATFORM_SITES_LOCAL_PORTS).toBe(String(stack.webPort));
    expect(web.SITES_LOCAL_PORT).toBe(String(stack.webPort));
    // The process ids the benches read CPU time of are the services answering.
    expect(stack.pids()).toEqual([(await ask(stack.webPort)).pid, (await ask(stack.platformPort)).pid]);

    const again = await start({ env: { SITES_LOCAL_PORT: '8443' }, platformEnv: { PLATFORM_ADMIN_TOKEN: 'given-admin-token-0123456789abcdef' } });
    expect(again.adminToken).toBe('given-admin-token-0123456789abcdef');
    expect(again.previewToken).not.toBe(stack.previewToken);
    expect((await ask(again.platformPort)).env).toMatchObject({ PLATFORM_ADMIN_TOKEN: again.adminToken, PLATFORM_SITES_LOCAL_PORTS: '8443' });
  });

  it('turns the metrics listeners off and skips the pre-stop pause, unless asked for metrics as `npm start` does', async () => {
    const test = await start();
    expect((await ask(test.webPort)).env).toMatchObject({ METRICS_PORT: '0', SHUTDOWN_DELAY_MS: '0' });
    expect((await ask(test.platformPort)).env).toMatchObject({ PLATFORM_METRICS_PORT: '0', PLATFORM_SHUTDOWN_DELAY_MS: '0' });
    const withMetrics = await start({ metrics: true, env: { METRICS_PORT: '9600' } });
    expect((await ask(withMetrics.webPort)).env.METRICS_PORT).toBe('9600');
    expect((await ask(withMetrics.platformPort)).env.PLATFORM_METRICS_PORT).toBe(process.env.PLATFORM_METRICS_PORT);
  });

  it('when the web app dies, says so, stops the platform and resolves exited', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stack = await start();
    const { pid } = await ask(stack.platformPort);
    await fetch(`http://127.0.0.1:${stack.webPort}/exit`);
    expect(await stack.exited).toEqual({ name: 'web', code: 3, signal: null });
    expect(alive(pid)).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^web exited unexpectedly \(exit code 3\).*stopping the other services/));
  });

  it('when the platform is killed, says so and stops the web app', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stack = await start();
    const { pid } = await ask(stack.webPort);
    process.kill((await ask(stack.platformPort)).pid, 'SIGKILL');
    expect(await stack.exited).toEqual({ name: 'platform', code: null, signal: 'SIGKILL' });
    expect(alive(pid)).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^platform exited unexpectedly \(SIGKILL\)/));
  });

  it('reports nothing for stop() and stopPlatform()', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stack = await start();
    await stack.stopPlatform();
    await stack.startPlatform();
    await stack.stop();
    const settled = await Promise.race([stack.exited.then(() => 'exited'), new Promise((resolve) => setTimeout(resolve, 300, 'pending'))]);
    expect(settled).toBe('pending');
    expect(error).not.toHaveBeenCalled();
  });

  it('fails at once, and leaves nothing running, when a service exits while starting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    await expect(start({ entries: { ...entries, platform: refusing } })).rejects.toThrow(/^platform exited \(exit code 1\) before it answered/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
