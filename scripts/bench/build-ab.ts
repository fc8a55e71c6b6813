// `npm run bench:ab -- <build dir A> <build dir B>` (apps/web/<dir>): the origin's CPU per
// request of two builds of the web app, measured in alternating batches on the same core in the
// same minute, so the machine's load falls on both alike; and whether the two serve the same
// bytes. How each change of issue 19 was judged before it went into the bench's figures. A
// measurement, not a test. Knobs: AB_ROUNDS (20), AB_BATCH (40 requests), AB_PAGES (the bench's
// four types), AB_PATHS (more MCUK paths, comma separated),
// AB_IGNORE (a pattern of intended differences).
import { join } from 'node:path';
import { get } from './http-get.ts';
import { BENCH_TYPES, hostOf, pagesOf } from './pages.ts';
import { ROOT } from './paths.ts';
import { interleavedCpu, quartiles } from './interleaved.ts';
import { pinSelf, SERVER_CPU, startProcess, waitForHttp, type Proc } from './processes.ts';
import { platformOriginOf, PORTS, REVALIDATE_TOKEN, startPlatform } from './servers.ts';
import { platformSecrets } from '../stack.mjs';

const [dirA = 'build', dirB = 'build-b'] = process.argv.slice(2);
const ROUNDS = Number(process.env.AB_ROUNDS ?? 20);
const BATCH = Number(process.env.AB_BATCH ?? 40);
const TYPES = process.env.AB_PAGES?.split(',') ?? BENCH_TYPES;
const PORT_A = PORTS.web;
const PORT_B = PORTS.webNoSecurity;

function startBuild(dir: string, port: number): Proc {
  return startProcess(`ab-${dir}`, process.execPath, [join(ROOT, 'apps/web', dir, 'server/index.js')], {
    cpu: SERVER_CPU,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITES_LOCAL_PORT: String(PORT_A),
      REFERENCE_API_ORIGIN: platformOriginOf(PORTS.platform),
      REVALIDATE_TOKEN,
      PREVIEW_API_TOKEN: platformSecrets().PLATFORM_PREVIEW_TOKEN,
    },
  });
}

/** The client build's file names and the CSP hashes of its inline scripts differ between builds of different code: the rest must not. */
const ASSET_NAMES = /(\/assets\/[\w.-]+?-)[\w-]{8}(\.\w+)|'sha256-[\w+/=]+'/g;
/** AB_IGNORE: a pattern of intended differences (a change of markup under test), blanked on both sides. */
const IGNORED = process.env.AB_IGNORE ? new RegExp(process.env.AB_IGNORE, 'g') : null;
function sameBytes(a: string, b: string): string {
  if (a === b) return 'same bytes';
  const [na, nb] = [a.replace(ASSET_NAMES, '$1…$2'), b.replace(ASSET_NAMES, '$1…$2')];
  if (na === nb) return 'same bytes but asset names';
  const [ia, ib] = IGNORED ? [na.replace(IGNORED, ''), nb.replace(IGNORED, '')] : [na, nb];
  if (ia === ib) return `same bytes but asset names and ${IGNORED!.source}`;
  let at = 0;
  while (ia[at] === ib[at]) at++;
  return `DIFFERENT bytes from ${at}: ${JSON.stringify(ia.slice(at - 20, at + 60))} against ${JSON.stringify(ib.slice(at - 20, at + 60))}`;
}

console.log(`A/B of apps/web/${dirA} against apps/web/${dirB}: ${pinSelf()}; ${ROUNDS} rounds of ${BATCH} requests per page and build`);
const platform = await startPlatform();
const a = startBuild(dirA, PORT_A);
const b = startBuild(dirB, PORT_B);
try {
  await waitForHttp(`http://127.0.0.1:${PORT_A}/robots.txt`, a);
  await waitForHttp(`http://127.0.0.1:${PORT_B}/robots.txt`, b);
  const extra = (process.env.AB_PATHS?.split(',') ?? []).map((path) => ({ type: 'path', site: 'MCUK', path }));
  const pages = [...(await pagesOf(platformOriginOf(PORTS.platform), 'MCUK', TYPES)), ...extra];
  for (const page of pages) {
    const host = hostOf(page.site, PORT_A);
    const [bodyA, bodyB] = await Promise.all([get(PORT_A, page.path, host), get(PORT_B, page.path, host)]);
    const same = sameBytes(bodyA.body.toString(), bodyB.body.toString());
    const target = (proc: Proc, port: number) => ({ port, host, pids: () => [proc.pid] });
    const {
      aMs: ma,
      bMs: mb,
      ratios,
    } = await interleavedCpu(target(a, PORT_A), target(b, PORT_B), page.path, { rounds: ROUNDS, batch: BATCH, warmBatches: 4 });
    // Each round's B over the same round's A: the spread says how much to trust the median.
    const [q1, q3] = quartiles(ratios);
    const spread = `${q1.toFixed(2)}–${q3.toFixed(2)}`;
    console.log(
      `${page.type.padEnd(10)} ${page.path.padEnd(42)} A ${ma.toFixed(2)} ms/req  B ${mb.toFixed(2)} ms/req  B/A ${(mb / ma).toFixed(2)} (per round ${spread})  ${same}`,
    );
  }
} finally {
  await Promise.all([a.stop(), b.stop(), platform.stop()]);
}
