// `npm run bench -w @mc/platform`: builds, starts the built platform on a fresh database and
// measures throughput and latency of a feed and two games endpoints with autocannon
// (10 connections, 10 s each, loopback only). A measurement, not a test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PLATFORM_ROOT } from '../src/config.ts';
import { generateSecret } from '../src/secrets.ts';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = [
  ['feed (simple, terms)', '/sites/mcuk/v1/feeds/simple?culture=en-GB&feedCode=terms'],
  [
    'games (home sliders, 5 groups x 14)',
    '/sites/mcuk/v1/games/by-groups?culture=en-GB&groups=most_popular&groups=new_games&groups=live_casino&groups=jackpots&groups=casino_games&limit=14',
  ],
  ['games (category page, 48)', '/sites/mcuk/v1/games?culture=en-GB&category=slots&page=1&pageSize=48'],
] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-'));
const database = path.join(dir, 'bench.sqlite');
const rows: string[] = [];
console.log(`platform bench: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString()}`);
console.log(`${CONNECTIONS} connections, ${DURATION_S} s per endpoint, loopback\n`);

// Default configuration (response cache on), then the same requests answered from SQLite each time.
for (const cache of ['on', 'off'] as const) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(PLATFORM_ROOT, 'dist/main.js')], {
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      PLATFORM_DB: database,
      PLATFORM_LOG_LEVEL: 'warn',
      // No metrics listener: an `npm start` beside the bench holds the default port.
      PLATFORM_METRICS_PORT: '0',
      PLATFORM_RESPONSE_CACHE: cache === 'on' ? '1' : '0',
      // The bench calls no admin or preview endpoint, but the built platform refuses to start without tokens.
      PLATFORM_ADMIN_TOKEN: generateSecret(),
      PLATFORM_PREVIEW_TOKEN: generateSecret(),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`${origin}/maintenance/`);
    for (const [name, pathAndQuery] of TARGETS) {
      const url = origin + pathAndQuery;
      await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up: JIT, statement cache
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
      const bytes = Math.round(result.throughput.average / Math.max(result.requests.average, 1));
      rows.push(
        `| ${name} | ${cache} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${bytes} | ${result.errors + result.non2xx} |`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
fs.rmSync(dir, { recursive: true, force: true });
console.log('| endpoint | response cache | req/s | p50 ms | p99 ms | bytes/resp | errors+non2xx |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
