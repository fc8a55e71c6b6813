// `npm run bench`: origin vs static-file vs cached-front throughput of four MCUK pages, page
// weights, the security-header cost and the origin's memory. A measurement, not a test; the
// figures go to stdout and artifacts/bench/. Knobs: BENCH_DURATION (s, 10), BENCH_WARMUP (s, 2),
// BENCH_CONNECTIONS (10,50), BENCH_INSTANCES (2), WEB_BUILD_DIR, BENCH_BUILD=1.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from './ensure-build.ts';
import { get } from './http-get.ts';
import { measure, warmUp } from './load.ts';
import { machineLine } from './machine.ts';
import { renderFront, staticSite, writeNginxPrefix } from './nginx-config.ts';
import { BENCH_TYPES, hostOf, pagesOf } from './pages.ts';
import { pageWeight, type PageWeight } from './page-weight.ts';
import { OUT_DIR } from './paths.ts';
import { memoryOf, pinSelf, SERVER_CPU, startProcess, waitForHttp, type Proc } from './processes.ts';
import { memoryLine, ratioTable, runsTable, TARGETS, weightTable, type Row, type Target } from './report.ts';
import { has, NGINX, platformOrigin, PORTS, REVALIDATE_TOKEN, startNginx, startPlatform, startRedis, startWeb, workDir, type WebServer } from './servers.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const DROP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const header = machineLine(pinSelf());
console.log(`bench: ${header}\n${DURATION_S} s per run after ${WARMUP_S} s warm-up, ${CONNECTIONS.join(' and ')} connections, loopback, autocannon\n`);
ensureBuild();

const procs: Proc[] = [];
const stopAll = async () => {
  for (const proc of procs.reverse()) await proc.stop();
  rmSync(workDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  procs.push(await startPlatform());
  const redis = await startRedis();
  if (redis) procs.push(redis);
  else console.warn('redis-server not installed: the instances behind nginx keep their data cache in process');
  const web = await startWeb('web', PORTS.web);
  procs.push(web.proc);
  const webStart = memoryOf(web.proc.pid);
  const noSecurity = await startWeb('web-nosec', PORTS.webNoSecurity, { SECURITY_HEADERS: '0' });
  procs.push(noSecurity.proc);
  const instances: WebServer[] = [];
  for (let i = 0; i < INSTANCES; i += 1) {
    const instance = await startWeb(`web-${i + 1}`, PORTS.instances + i, redis ? { REDIS_URL: `redis://127.0.0.1:${PORTS.redis}` } : {}, PORTS.front);
    procs.push(instance.proc);
    instances.push(instance);
  }

  const pages = await pagesOf(platformOrigin, 'MCUK', BENCH_TYPES);
  const host = (port: number) => hostOf('MCUK', port);
  const warmAll = async () => {
    for (const page of pages) {
      for (const server of [web, noSecurity, ...instances]) {
        for (let i = 0; i < 3; i += 1) {
          const got = await get(server.port, page.path, host(server === web || server === noSecurity ? server.port : PORTS.front));
          if (got.status !== 200) throw new Error(`${page.path} on ${server.port}: ${got.status}`);
        }
      }
    }
  };
  await warmAll();

  // The static baselines serve the bytes the origin just rendered, with its headers.
  const staticRoot = join(workDir, 'static');
  const saved = [];
  for (const page of pages) {
    const got = await get(web.port, page.path, host(web.port));
    const dir = join(staticRoot, page.path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), got.body);
    const headers = Object.fromEntries(Object.entries(got.headers).filter(([name]) => !DROP_HEADERS.has(name)));
    saved.push({ path: page.path, file: join(dir, 'index.html'), headers, body: got.body });
  }
  writeFileSync(join(workDir, 'pages.json'), JSON.stringify(saved.map(({ body: _body, ...rest }) => rest)));
  const staticNode = startProcess('static-node', process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, String(PORTS.staticNode), join(workDir, 'pages.json')], { cpu: SERVER_CPU });
  procs.push(staticNode);
  await waitForHttp(`http://127.0.0.1:${PORTS.staticNode}/`);

  // The caching front: deploy/nginx rendered into a prefix, run as the current user.
  const recipe: string[] = [];
  const hasNginx = has(NGINX);
  if (hasNginx) {
    const prefix = join(workDir, 'nginx');
    const front = renderFront({ listen: `127.0.0.1:${PORTS.front}`, upstreams: instances.map((i) => `127.0.0.1:${i.port}`), serverNames: '*.localhost localhost', cacheDir: join(prefix, 'cache') });
    const conf = writeNginxPrefix(prefix, { front, static: staticSite(`127.0.0.1:${PORTS.staticNginx}`, staticRoot) });
    procs.push(await startNginx(conf, prefix, PORTS.staticNginx));
    for (const page of pages) {
      const statuses = [];
      for (let i = 0; i < 2; i += 1) statuses.push((await get(PORTS.front, page.path, host(PORTS.front))).headers['x-cache-status']);
      recipe.push(`${page.path}: X-Cache-Status ${statuses.join(' then ')}`);
    }
    // One purge through the front reaches every instance's data (shared through Redis).
    const purge = await get(PORTS.front, '/__revalidate', host(PORTS.front), { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' }, 'POST', JSON.stringify({ tags: ['site:MCUK'] }));
    recipe.push(`POST /__revalidate {"tags":["site:MCUK"]} through nginx: ${purge.status} ${purge.body.toString()} (entries of all ${INSTANCES} instances: ${redis ? 'shared in Redis' : 'only the instance that answered'})`);
    await warmAll();
  } else {
    console.warn('nginx not installed: no nginx baseline and no caching front');
  }

  const weights: { page: string; path: string; weight: PageWeight }[] = [];
  for (const page of pages) weights.push({ page: page.type, path: page.path, weight: await pageWeight(web.port, host(web.port), page.path, saved.find((s) => s.path === page.path)!.body) });

  const targets: [Target, number, string][] = [
    ['app', web.port, host(web.port)],
    ['noSecurity', noSecurity.port, host(noSecurity.port)],
    ...(redis ? [['redis', instances[0]!.port, host(PORTS.front)] as [Target, number, string]] : []),
    ['staticNode', PORTS.staticNode, host(PORTS.staticNode)],
    ...(hasNginx
      ? ([
          ['staticNginx', PORTS.staticNginx, host(PORTS.staticNginx)],
          ['front', PORTS.front, host(PORTS.front)],
        ] as [Target, number, string][])
      : []),
  ];
  const rows: Row[] = [];
  for (const page of pages) {
    for (const connections of CONNECTIONS) {
      for (const [target, port, targetHost] of targets) {
        await warmUp({ port, host: targetHost, path: page.path, connections }, WARMUP_S);
        const run = await measure({ port, host: targetHost, path: page.path, connections, durationS: DURATION_S });
        rows.push({ page: page.type, connections, target, run });
        console.log(`  ${page.type.padEnd(9)} c=${String(connections).padEnd(3)} ${TARGETS[target].padEnd(26)} ${Math.round(run.rps).toString().padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  errors ${run.errors}`);
      }
    }
  }

  const report = [
    `## Bench ${header}`,
    `${DURATION_S} s per run after ${WARMUP_S} s warm-up; origin = one production web process; front = nginx (1 worker) caching ${INSTANCES} instances${redis ? ' sharing a Redis data cache' : ''}; static = the same HTML bytes.`,
    '',
    '### Throughput and latency',
    runsTable(rows),
    '',
    '### Ratios',
    ratioTable(rows),
    '',
    '### Page weight (first load)',
    weightTable(weights),
    '',
    '### Memory',
    memoryLine(`origin web server (pid ${web.proc.pid})`, webStart, memoryOf(web.proc.pid)),
    ...(recipe.length ? ['', '### Serving recipe checks', ...recipe.map((line) => `- ${line}`)] : []),
  ].join('\n');
  console.log(`\n${report}\n`);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, 'bench-latest.md'), `${report}\n`);
  writeFileSync(join(OUT_DIR, 'bench-latest.json'), JSON.stringify({ header, rows, weights }, null, 2));
  console.log(`kept in ${join(OUT_DIR, 'bench-latest.md')}`);
} finally {
  await stopAll();
}
