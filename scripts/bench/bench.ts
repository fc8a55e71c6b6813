// `npm run bench`: origin vs bare-React vs static-file vs cached-front throughput of four MCUK
// pages, page weights, the security-header cost, the servers' memory and CPU profiles of the
// origin. A measurement, not a test; the figures go to stdout and artifacts/bench/ (profiles in
// artifacts/bench/profiles/). Knobs: BENCH_ROUNDS (2), BENCH_DURATION (s counted per origin run,
// 4; static and front runs 3), BENCH_CONNECTIONS (10,50), BENCH_INSTANCES (2), BENCH_FRONT=0 (no
// nginx front), BENCH_SECURITY_REPEATS (2; 0 skips the A/B), BENCH_PROFILE=0 (no profiles),
// BENCH_PROFILE_S (5), BENCH_WEB_PORT / BENCH_PLATFORM_PORT (see servers.ts), WEB_BUILD_DIR,
// BENCH_BUILD=1, BENCH_BARE_ROUNDS (12: the origin/bare comparison in alternating batches).
//
// Bare React (issue 19): each page's served HTML parsed once into a React element tree and
// rendered per request with renderToString on plain node:http, pinned like the origin: what
// React alone costs for that page, measured in turns with the origins.
//
// Every server is measured in the same run, in turns: each round runs every target once, the
// order reversed every other round, so a change in the machine's load (other processes on a
// shared machine) falls on all targets alike. The security-header cost is also measured with
// both origins loaded at once on their shared core: the scheduler gives each half of it, so
// their throughputs compare their cost per request under exactly the same conditions. The
// servers' CPU time per request is printed too.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../apps/web/server/load-config.ts';
import { saveTranscript } from './transcript.ts';
import { startSession } from './session.ts';
import { get, type Got } from './http-get.ts';
import { interleavedCpu, median } from './interleaved.ts';
import { combine, measure, measureTogether, settle, type Run, type Window } from './load.ts';
import { loadLine } from './machine.ts';
import { HAS_NGINX, NGINX, nginxUser, renderFront, staticSite, writeNginxPrefix } from '../../deploy/nginx/nginx-config.ts';
import { BENCH_TYPES, hostOf, pagesOf } from './pages.ts';
import { chromiumMissing, pageWeights } from './page-weight.ts';
import { OUT_DIR } from './paths.ts';
import { profileOrigin } from './profile.ts';
import { securityLayerCpuMs } from './security-cost.ts';
import { childrenOf, memoryOf, SERVER_CPU, startProcess, waitForHttp, type Proc } from './processes.ts';
import {
  barLines,
  cells,
  type BareInterleaved,
  memoryLine,
  ratioTable,
  runsTable,
  securityRows,
  securityTable,
  TARGETS,
  weightTable,
  type FrontPair,
  type Row,
  type SecurityPair,
  type Target,
} from './report.ts';
import { platformOriginOf, PORTS, REVALIDATE_TOKEN, startNginx, startPlatform, startRedis, startWeb, workDir, type WebServer } from './servers.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Rounds of the origin/bare comparison in alternating batches (interleaved.ts). */
const BARE_ROUNDS = Number(process.env.BENCH_BARE_ROUNDS ?? 12);
/** Origins: counted for 4 s once the closed loop's ramp is over (at least 1 s). */
const ORIGIN_WINDOW: Window = { warmupS: 1, durationS: Number(process.env.BENCH_DURATION ?? 4) };
/** nginx answers in a millisecond or two: a short window is plenty. */
const STATIC_WINDOW: Window = { warmupS: 1, durationS: 3 };
/**
 * The security-header A/B: both origins at once, SECURITY_CONNECTIONS each, twice per page.
 * Few connections keep the requests in progress at the window's edges (counted in one window,
 * worked on in another) few against the ~100 counted: the cost per request is what is compared,
 * and it does not depend on the concurrency once the core is saturated.
 */
const SECURITY_WINDOW: Window = { warmupS: 1, durationS: 8 };
const SECURITY_CONNECTIONS = 4;
const SECURITY_REPEATS = Number(process.env.BENCH_SECURITY_REPEATS ?? 2);
const FRONT = HAS_NGINX && process.env.BENCH_FRONT !== '0';
const PROFILE = process.env.BENCH_PROFILE !== '0';
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const DROP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const started = Date.now();
const { header, loadAtStart, procs, stopAll } = startSession('bench');

/** A page as served, or an error naming the server; a page rendered from fallbacks is retried. */
async function page200(port: number, path: string, host: string): Promise<Got> {
  for (let attempt = 0; ; attempt += 1) {
    const got = await get(port, path, host);
    if (got.status !== 200) throw new Error(`${host}${path} on ${port}: ${got.status}`);
    const degraded = /\bfallback\b/.test(String(got.headers['server-timing'] ?? ''));
    if (!degraded) return got;
    if (attempt === 10) throw new Error(`${host}${path} on ${port}: still rendered from fallbacks (a back end failing?)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

try {
  procs.push(await startPlatform());
  const platformOrigin = platformOriginOf(PORTS.platform);
  const redis = FRONT ? await startRedis() : null;
  if (redis) procs.push(redis);
  else if (FRONT) console.warn('redis-server not installed: the instances behind nginx keep their data cache in process');
  const web = await startWeb('web', PORTS.web);
  procs.push(web.proc);
  const noSecurity = await startWeb('web-nosec', PORTS.webNoSecurity, { SECURITY_HEADERS: '0' });
  procs.push(noSecurity.proc);
  const instances: WebServer[] = [];
  for (let i = 0; FRONT && i < INSTANCES; i += 1) {
    const instance = await startWeb(`web-${i + 1}`, PORTS.instances + i, redis ? { REDIS_URL: `redis://127.0.0.1:${PORTS.redis}` } : {}, PORTS.front);
    procs.push(instance.proc);
    instances.push(instance);
  }
  const startMemory = new Map([web, noSecurity, ...instances].map((server) => [server.port, memoryOf(server.proc.pid)]));

  const pages = await pagesOf(platformOrigin, 'MCUK', BENCH_TYPES);
  const host = (port: number) => hostOf('MCUK', port);
  const origins = [web, noSecurity];
  // Data caches filled, JIT warm, and no page measured while rendered from fallbacks.
  for (const page of pages) {
    for (const server of [...origins, ...instances]) {
      for (let i = 0; i < 3; i += 1) await page200(server.port, page.path, host(origins.includes(server) ? server.port : PORTS.front));
    }
  }

  // The static baselines serve the bytes the origin just rendered.
  const staticRoot = join(workDir, 'static');
  const saved = [];
  for (const page of pages) {
    const got = await page200(web.port, page.path, host(web.port));
    const dir = join(staticRoot, page.path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), got.body);
    const headers = Object.fromEntries(Object.entries(got.headers).filter(([name]) => !DROP_HEADERS.has(name)));
    saved.push({ path: page.path, file: join(dir, 'index.html'), headers, body: got.body });
  }

  // The caching front: deploy/nginx rendered into a temporary prefix, run unprivileged.
  const recipe: string[] = [];
  let nginx: Proc | null = null;
  // The same pages for node:http baselines: the static bytes, and bare React's render of their tree.
  writeFileSync(join(workDir, 'pages.json'), JSON.stringify(saved.map(({ body: _body, ...rest }) => rest)));
  const bareReact = startProcess(
    'bare-react',
    process.execPath,
    [new URL('./bare-react-server.mjs', import.meta.url).pathname, String(PORTS.bareReact), join(workDir, 'pages.json')],
    { cpu: SERVER_CPU },
  );
  procs.push(bareReact);
  await waitForHttp(`http://127.0.0.1:${PORTS.bareReact}/`, bareReact);
  for (const page of pages) for (let i = 0; i < 20; i += 1) await page200(PORTS.bareReact, page.path, host(PORTS.bareReact));

  if (FRONT) {
    const prefix = join(workDir, 'nginx');
    chmodSync(workDir, 0o755); // nginx's user reads the static root
    const front = renderFront({
      listen: `127.0.0.1:${PORTS.front}`,
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
      sites: loadConfig({ ...process.env, SITES_LOCAL_PORT: String(PORTS.front) }).sites,
      cacheDir: join(prefix, 'cache'),
    });
    const conf = writeNginxPrefix(prefix, { front, static: staticSite(`127.0.0.1:${PORTS.staticNginx}`, staticRoot) });
    nginx = await startNginx(conf, prefix, [PORTS.front, PORTS.staticNginx], `http://127.0.0.1:${PORTS.staticNginx}/`);
    procs.push(nginx);
    recipe.push(`nginx ${NGINX} from ${prefix}, as ${nginxUser()?.name ?? 'the current user'} (not root), 1 worker, in front of ${INSTANCES} instances`);
    for (const page of pages) {
      const statuses = [];
      for (let i = 0; i < 2; i += 1) statuses.push((await get(PORTS.front, page.path, host(PORTS.front))).headers['x-cache-status']);
      recipe.push(`${page.path}: X-Cache-Status ${statuses.join(' then ')}`);
    }
    // One purge through the front reaches every instance's data (shared through Redis).
    const purge = await get(
      PORTS.front,
      '/__revalidate',
      host(PORTS.front),
      { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ tags: ['site:MCUK'] }),
    );
    recipe.push(
      `POST /__revalidate {"tags":["site:MCUK"]} through nginx: ${purge.status} ${purge.body.toString()} (entries of all ${INSTANCES} instances: ${redis ? 'shared in Redis' : 'only the instance that answered'})`,
    );
    for (const page of pages) for (const instance of instances) await page200(instance.port, page.path, host(PORTS.front));
  } else {
    console.warn(
      HAS_NGINX ? 'BENCH_FRONT=0: static baseline from node:http, no caching front' : 'nginx not installed: static baseline from node:http, no caching front',
    );
    const staticNode = startProcess(
      'static-node',
      process.execPath,
      [new URL('./static-server.mjs', import.meta.url).pathname, String(PORTS.staticNode), join(workDir, 'pages.json')],
      { cpu: SERVER_CPU },
    );
    procs.push(staticNode);
    await waitForHttp(`http://127.0.0.1:${PORTS.staticNode}/`, staticNode);
  }

  if (chromiumMissing) console.warn(`first-load JavaScript not measured: ${chromiumMissing}`);
  const weighed = await pageWeights(
    web.port,
    host(web.port),
    pages.map((page) => page.path),
  );
  const weights = pages.map((page, i) => ({ page: page.type, path: page.path, weight: weighed[i]! }));

  const layerMs = new Map<string, number>();
  for (const page of pages) {
    const html = saved.find((s) => s.path === page.path)!.body.toString('utf8');
    layerMs.set(page.type, securityLayerCpuMs(html, { SITES_LOCAL_PORT: String(web.port), REFERENCE_API_ORIGIN: platformOrigin }));
  }
  console.log(`security-header layer, in process: ${[...layerMs].map(([type, ms]) => `${type} ${ms.toFixed(3)} ms`).join(', ')} of CPU per response`);

  const staticTarget: Target = nginx ? 'staticNginx' : 'staticNode';
  const nginxPids = () => (nginx ? childrenOf(nginx.pid, 'worker process') : []);
  const targets: { target: Target; port: number; host: string; pids: () => number[]; window: Window }[] = [
    { target: 'app', port: web.port, host: host(web.port), pids: () => [web.proc.pid], window: ORIGIN_WINDOW },
    { target: 'noSecurity', port: noSecurity.port, host: host(noSecurity.port), pids: () => [noSecurity.proc.pid], window: ORIGIN_WINDOW },
    { target: 'bareReact', port: PORTS.bareReact, host: host(PORTS.bareReact), pids: () => [bareReact.pid], window: ORIGIN_WINDOW },
    nginx
      ? { target: 'staticNginx', port: PORTS.staticNginx, host: host(PORTS.staticNginx), pids: nginxPids, window: STATIC_WINDOW }
      : {
          target: 'staticNode',
          port: PORTS.staticNode,
          host: host(PORTS.staticNode),
          pids: () => [procs.find((p) => p.name === 'static-node')!.pid],
          window: STATIC_WINDOW,
        },
    ...(nginx ? [{ target: 'front' as Target, port: PORTS.front, host: host(PORTS.front), pids: nginxPids, window: STATIC_WINDOW }] : []),
  ];
  const seconds = (w: Window) => w.warmupS + w.durationS;
  const perCell = ROUNDS * targets.reduce((sum, t) => sum + seconds(t.window), 0) + (nginx ? seconds(STATIC_WINDOW) : 0);
  const perPage = perCell * CONNECTIONS.length + SECURITY_REPEATS * seconds(SECURITY_WINDOW);
  console.log(
    `\n${pages.length} pages × ${CONNECTIONS.join('/')} connections: ${targets.length} servers in turns, ${ROUNDS} rounds (origins counted ${ORIGIN_WINDOW.durationS} s, static and front ${STATIC_WINDOW.durationS} s, each once its closed loop has ramped up)${nginx ? `, then static and front at once for ${STATIC_WINDOW.durationS} s` : ''}; per page, both origins at once, ${SECURITY_CONNECTIONS} connections each, ${SECURITY_REPEATS} × ${SECURITY_WINDOW.durationS} s (at least ${Math.round((perPage * pages.length) / 60)} min)`,
  );

  const rows: Row[] = [];
  const securityPairs: SecurityPair[] = [];
  const frontPairs: FrontPair[] = [];
  const cacheStatuses: string[] = [];
  const line = (label: string, run: { rps: number; p50: number; p99: number; errors: number }, cpu: number) =>
    `  ${label.padEnd(52)} ${Math.round(run.rps).toString().padStart(6)} req/s  p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  CPU ${cpu.toFixed(2)} ms/req  errors ${run.errors}`;
  const cpuPerRequest = (run: Run) => run.cpuMs / Math.max(1, run.requests);
  for (const page of pages) {
    for (const connections of CONNECTIONS) {
      if (nginx)
        cacheStatuses.push(`${page.type} c=${connections}: ${String((await get(PORTS.front, page.path, host(PORTS.front))).headers['x-cache-status'])}`);
      const byTarget = new Map<Target, Run[]>(targets.map((t) => [t.target, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const t of round % 2 ? [...targets].reverse() : targets) {
          const pids = t.pids();
          byTarget.get(t.target)!.push(await measure({ port: t.port, host: t.host, path: page.path, connections, pids }, t.window));
          await settle(pids);
        }
      }
      for (const t of targets) {
        const result = combine(byTarget.get(t.target)!);
        rows.push({ page: page.type, connections, target: t.target, result });
        console.log(line(`${page.type} c=${connections} ${TARGETS[t.target]}`, result, result.cpuMsPerRequest));
      }
      if (nginx) {
        const [staticRun, frontRun] = await measureTogether(
          [PORTS.staticNginx, PORTS.front].map((port) => ({ port, host: host(port), path: page.path, connections, pids: nginxPids() })),
          STATIC_WINDOW,
        );
        frontPairs.push({ page: page.type, connections, static: staticRun!, front: frontRun! });
        console.log(line(`${page.type} c=${connections} at once: static file, nginx`, staticRun!, Number.NaN));
        console.log(line(`${page.type} c=${connections} at once: nginx cache front (HIT)`, frontRun!, Number.NaN));
      }
    }
    for (let repeat = 0; repeat < SECURITY_REPEATS; repeat += 1) {
      // Which load starts first alternates, so neither origin keeps the load generator's first turn.
      const both = repeat % 2 ? [noSecurity, web] : [web, noSecurity];
      const runs = await measureTogether(
        both.map((server) => ({ port: server.port, host: host(server.port), path: page.path, connections: SECURITY_CONNECTIONS, pids: [server.proc.pid] })),
        SECURITY_WINDOW,
      );
      const [withLayer, without] = repeat % 2 ? [runs[1], runs[0]] : [runs[0], runs[1]];
      await settle(both.map((server) => server.proc.pid));
      securityPairs.push({ page: page.type, app: withLayer!, noSecurity: without! });
      console.log(line(`${page.type} c=${SECURITY_CONNECTIONS}+${SECURITY_CONNECTIONS} at once: app`, withLayer!, cpuPerRequest(withLayer!)));
      console.log(line(`${page.type} c=${SECURITY_CONNECTIONS}+${SECURITY_CONNECTIONS} at once: SECURITY_HEADERS=0`, without!, cpuPerRequest(without!)));
    }
  }

  // Origin against bare React, the bar of issue 19: CPU per request in alternating batches on the servers' core.
  const interleaved: BareInterleaved[] = [];
  for (const page of pages) {
    const origin = { port: web.port, host: host(web.port), pids: () => [web.proc.pid] };
    const bare = { port: PORTS.bareReact, host: host(PORTS.bareReact), pids: () => [bareReact.pid] };
    const { aMs, bMs, ratios } = await interleavedCpu(origin, bare, page.path, { rounds: BARE_ROUNDS });
    interleaved.push({ page: page.type, originMs: aMs, bareMs: bMs, ratios });
    console.log(
      `  ${page.type} origin/bare, alternating batches: median ${median(ratios).toFixed(2)} over ${ratios.length} rounds (origin ${aMs.toFixed(2)}, bare React ${bMs.toFixed(2)} CPU ms/req)`,
    );
  }

  // Profiled apart from the measured origins (the profiler's own cost stays out of the ratios).
  const profiles = PROFILE ? await profileOrigin(pages, PORTS.profiled, host, CONNECTIONS[0]!) : [];
  for (const summary of profiles) console.log(`\n${summary}`);

  const table = cells(rows, frontPairs, staticTarget);
  const security = securityRows(securityPairs, layerMs);
  const bars = barLines(table, security, interleaved);
  const memory = [
    memoryLine(`origin web server (pid ${web.proc.pid})`, startMemory.get(web.port)!, memoryOf(web.proc.pid)),
    memoryLine(`origin, SECURITY_HEADERS=0 (pid ${noSecurity.proc.pid})`, startMemory.get(noSecurity.port)!, memoryOf(noSecurity.proc.pid)),
    ...instances.map((i, index) => memoryLine(`instance ${index + 1} behind nginx (pid ${i.proc.pid})`, startMemory.get(i.port)!, memoryOf(i.proc.pid))),
    ...(nginx ? nginxPids().map((pid) => `nginx worker ${pid}: peak ${memoryOf(pid).peakMb.toFixed(0)} MB (VmHWM)`) : []),
  ];
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const report = [
    `## Bench ${header}`,
    `Servers in turns, ${ROUNDS} rounds, the order reversed every other round; each run a closed loop whose responses are counted for ${ORIGIN_WINDOW.durationS} s (origins) or ${STATIC_WINDOW.durationS} s (static, front) once every connection has had an answer; req/s = all rounds' counted responses over their time, p50/p99 = median of the rounds'. "At once": two servers loaded together over the same window, so whatever else the machine does falls on both. autocannon without Accept-Encoding (identity bodies everywhere). Origin = one production web process with its in-process data cache; front = nginx (1 worker) caching ${INSTANCES} instances${redis ? ' sharing a Redis data cache' : ''}; static = the same HTML bytes as a file (${TARGETS[staticTarget]}). Bench time ${minutes} min; machine ${loadAtStart} at the start, ${loadLine()} at the end.`,
    '',
    '### Bars',
    ...bars.lines.map((line) => `- ${line}`),
    '',
    '### Throughput and latency',
    runsTable(rows),
    '',
    `### Security-header cost: both origins at once on their shared core, ${SECURITY_CONNECTIONS} connections each, ${SECURITY_REPEATS} × ${SECURITY_WINDOW.durationS} s per page`,
    securityTable(security),
    '',
    '### Ratios',
    ratioTable(table),
    '',
    ...(profiles.length
      ? [
          `### Origin CPU profiles (a separate origin with --cpu-prof, c=${CONNECTIONS[0]}; .cpuprofile and summaries in artifacts/bench/profiles/)`,
          ...profiles.map((summary) => ['```', summary.split('\n').slice(0, 30).join('\n'), '```'].join('\n')),
          '',
        ]
      : []),
    '### Page weight (first load)',
    weightTable(weights),
    ...(chromiumMissing
      ? [`First-load JavaScript not measured: ${chromiumMissing}.`]
      : [
          'First-load JavaScript: the same-origin scripts the page loads in Chromium (phone viewport, no interaction, service worker blocked) until `data-hydrated` and 2 s after; sizes as the app serves them.',
        ]),
    '',
    '### Memory',
    ...memory.map((line) => `- ${line}`),
    ...(recipe.length
      ? [
          '',
          '### Serving recipe checks',
          ...recipe.map((line) => `- ${line}`),
          `- X-Cache-Status through the front before each measurement: ${cacheStatuses.join(', ')}`,
        ]
      : []),
  ].join('\n');
  console.log(`\n${report}\n`);
  mkdirSync(OUT_DIR, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  for (const name of ['bench-latest', `bench-${stamp}`]) {
    writeFileSync(join(OUT_DIR, `${name}.md`), `${report}\n`);
    writeFileSync(
      join(OUT_DIR, `${name}.json`),
      JSON.stringify(
        {
          header,
          rounds: ROUNDS,
          windows: { origin: ORIGIN_WINDOW, static: STATIC_WINDOW, security: SECURITY_WINDOW },
          rows,
          frontPairs,
          securityPairs,
          security,
          cells: table,
          securityLayerMs: Object.fromEntries(layerMs),
          weights,
          memory,
          recipe,
        },
        null,
        2,
      ),
    );
  }
  console.log(`kept in ${join(OUT_DIR, 'bench-latest.md')} and .json (also as bench-${stamp}.*), full output in bench-latest.log`);
} finally {
  await stopAll();
  saveTranscript('bench-latest');
}
