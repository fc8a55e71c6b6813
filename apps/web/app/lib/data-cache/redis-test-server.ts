// Test helper: a throwaway redis-server on a free port (no persistence), for the Redis backend tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, Socket } from 'node:net';

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** Whether the binary is installed (CI installs Debian's redis-server; see .ci/run). */
export function redisServerAvailable(): boolean {
  return spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).status === 0;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port in REDIS_TEST_PORTS (`from-to`, default 6300-6399: the range this project's tools
 * keep for Redis, away from other servers on a shared machine), else any free port.
 */
async function freePort(): Promise<number> {
  const [from, to] = (process.env.REDIS_TEST_PORTS ?? '6300-6399').split('-').map(Number) as [number, number];
  const span = Math.max(1, to - from + 1);
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = from + ((start + i) % span);
    if (await portFree(port)) return port;
  }
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway redis-server; a port taken meanwhile by someone else is retried on another. */
export async function startTestRedis(): Promise<TestRedis> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await startOn(await freePort());
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

async function startOn(port: number): Promise<TestRedis> {
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  const deadline = Date.now() + 10_000;
  while (!exited && !(await answersPing(port))) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A PONG from another Redis already on the port: ours exits at once ("address in use").
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (exited) throw new Error(`redis-server exited at start on port ${port} (port taken?)`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
