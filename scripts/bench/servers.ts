// Starts what the bench measures: the platform, the origin web server (with and without the
// security-header layer), Redis and N web instances behind nginx (the deploy/nginx recipe), on
// fixed ports in the bench's ranges (web 3300-3399, platform 4300-4399, Redis 6300-6399,
// nginx 8300-8399), so it can run beside other servers on the machine.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformSecrets } from '../stack.mjs';
import { NGINX, nginxLaunch } from '../../deploy/nginx/nginx-config.ts';
import { PLATFORM_ENTRY, WEB_ENTRY } from './paths.ts';
import { assertPortFree, LOAD_CPU, SERVER_CPU, startProcess, waitForHttp, type Proc } from './processes.ts';

/**
 * BENCH_WEB_PORT / BENCH_PLATFORM_PORT move the web servers and platforms into another range
 * (ten ports from the first: web, web without the layer, bare React, static, profiled origin,
 * soak web, instances; two for the platforms), for a run beside other servers on the machine.
 */
const WEB_BASE = process.env.BENCH_WEB_PORT ? Number(process.env.BENCH_WEB_PORT) : null;
const PLATFORM_BASE = Number(process.env.BENCH_PLATFORM_PORT ?? 4300);

export const PORTS = {
  web: WEB_BASE ?? 3300,
  webNoSecurity: WEB_BASE === null ? 3301 : WEB_BASE + 1,
  /** The bare-React baseline (bare-react-server.mjs). */
  bareReact: WEB_BASE === null ? 3321 : WEB_BASE + 2,
  staticNode: WEB_BASE === null ? 3320 : WEB_BASE + 3,
  /** The origin profiled under load (profile.ts). */
  profiled: WEB_BASE === null ? 3302 : WEB_BASE + 4,
  /** The soak's web server and platform (so a soak never answers on the bench's ports). */
  soakWeb: WEB_BASE === null ? 3305 : WEB_BASE + 5,
  /** Instances behind nginx: 3311, 3312, … */
  instances: WEB_BASE === null ? 3311 : WEB_BASE + 6,
  platform: PLATFORM_BASE,
  soakPlatform: PLATFORM_BASE + 1,
  redis: 6300,
  front: 8300,
  staticNginx: 8301,
} as const;

export const has = (binary: string, flag = '-v') => spawnSync(binary, [flag], { stdio: 'ignore' }).status === 0;
export const REDIS = process.env.REDIS_SERVER_BIN ?? 'redis-server';

export interface WebServer {
  port: number;
  proc: Proc;
}

export const REVALIDATE_TOKEN = randomBytes(16).toString('hex');
/** The platform refuses to start outside development without strong tokens of its own. */
const PLATFORM_SECRETS = platformSecrets();
export const workDir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
export const platformOriginOf = (port: number) => `http://127.0.0.1:${port}`;

/** The reference platform on a fresh database, on the load generator's core (it only answers data-cache misses). */
export async function startPlatform(port: number = PORTS.platform): Promise<Proc> {
  await assertPortFree(port);
  const proc = startProcess(`platform-${port}`, process.execPath, [PLATFORM_ENTRY], {
    cpu: LOAD_CPU,
    env: {
      PLATFORM_PORT: String(port),
      PLATFORM_DB: join(workDir, `platform-${port}.sqlite`),
      PLATFORM_LOG_LEVEL: 'warn',
      // Several servers on one machine: no metrics listeners (they would all want the default port).
      PLATFORM_METRICS_PORT: '0',
      ...PLATFORM_SECRETS,
      // The site origins its CORS policy admits: every port a bench page is served on.
      PLATFORM_SITES_LOCAL_PORTS: [PORTS.web, PORTS.webNoSecurity, PORTS.profiled, PORTS.front, PORTS.soakWeb].join(','),
    },
  });
  await waitForHttp(`${platformOriginOf(port)}/maintenance/`, proc);
  return proc;
}

/** The built production web server on the servers' core; `publicPort` is the port its links use. */
export async function startWeb(
  name: string,
  port: number,
  env: Record<string, string> = {},
  publicPort = port,
  platformPort: number = PORTS.platform,
  /** Node's own flags (--cpu-prof, which NODE_OPTIONS does not take). */
  nodeArgs: readonly string[] = [],
): Promise<WebServer> {
  await assertPortFree(port);
  const proc = startProcess(name, process.execPath, [...nodeArgs, WEB_ENTRY], {
    cpu: SERVER_CPU,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITES_LOCAL_PORT: String(publicPort),
      REFERENCE_API_ORIGIN: platformOriginOf(platformPort),
      REVALIDATE_TOKEN,
      PREVIEW_API_TOKEN: PLATFORM_SECRETS.PLATFORM_PREVIEW_TOKEN,
      METRICS_PORT: '0',
      ...env,
    },
  });
  await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, proc);
  return { port, proc };
}

/** A throwaway Redis (no persistence) on the load generator's core; null when not installed. */
export async function startRedis(): Promise<Proc | null> {
  if (!has(REDIS, '--version')) return null;
  await assertPortFree(PORTS.redis);
  const proc = startProcess('redis', REDIS, ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { cpu: LOAD_CPU });
  for (let i = 0; i < 100; i += 1) {
    if (await redisPong(PORTS.redis)) return proc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on ${PORTS.redis}`);
}

function redisPong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => socket.destroy());
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

/**
 * nginx from a rendered prefix (see nginx-config.ts), in the foreground so it stops with the
 * bench, as an unprivileged user.
 */
export async function startNginx(confFile: string, prefix: string, ports: readonly number[], readyUrl: string): Promise<Proc> {
  for (const port of ports) await assertPortFree(port);
  const { args: base, ids } = nginxLaunch(confFile, prefix);
  const test = spawnSync(NGINX, ['-t', '-q', ...base], { encoding: 'utf8', ...ids });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const proc = startProcess('nginx', NGINX, [...base, '-g', 'daemon off;'], { cpu: SERVER_CPU, ...ids });
  await waitForHttp(readyUrl, proc);
  return proc;
}
