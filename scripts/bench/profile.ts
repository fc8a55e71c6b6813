// CPU profiles of the origin under load, kept beside the bench output (issue 19: the origin's
// per-request work is optimised by what these show). Per page, a fresh production origin runs
// with --cpu-prof on the servers' core, is warmed up, loaded in a closed loop, and stopped: V8
// writes its profile on exit. Each profile is summarised as text: the functions with the most
// self time and the share of broad groups (React Router, React's renderer, Intl, GC…).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { get } from './http-get.ts';
import { measure, type Window } from './load.ts';
import { OUT_DIR } from './paths.ts';
import type { Page } from './pages.ts';
import { PORTS, startWeb } from './servers.ts';

export const PROFILE_DIR = join(OUT_DIR, 'profiles');
const PROFILE_WINDOW: Window = { warmupS: 1, durationS: Number(process.env.BENCH_PROFILE_S ?? 5) };

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Broad groups a frame belongs to, by its script (first match wins). */
const GROUPS: [string, RegExp][] = [
  ['React Router', /react-router/],
  ["React's renderer", /react-dom|\/react\//],
  ['Intl / use-intl', /use-intl|intl-messageformat|@formatjs/],
  ['node:http and streams', /^node:(_http|http|net|stream|internal\/streams|internal\/http)/],
  ['other node: internals', /^node:/],
  ['app server bundle', /build[^/]*\/server\//],
  ['other dependencies', /node_modules/],
];
const groupOf = (frame: CpuProfile['nodes'][number]['callFrame']): string => {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.functionName === '(idle)' || frame.functionName === '(program)') return frame.functionName;
  if (!frame.url) return 'V8 builtins / native';
  return GROUPS.find(([, pattern]) => pattern.test(frame.url))?.[0] ?? 'other';
};

/**
 * Where a request's time goes, by the stage of the origin's request path a sample was taken in:
 * the first stage (in this order) whose function is on the sample's stack. Function names as
 * the server bundle keeps them (entry.server.tsx's handleRequest, island.tsx's
 * renderIslandRoot, React Router's callLoaderOrAction, server/…).
 */
const PHASES: [string, (frame: CpuProfile['nodes'][number]['callFrame']) => boolean][] = [
  ['module loading (start-up)', (f) => /^(Module\._load|compileSourceTextModule|loadAndTranslate|getModuleJobForImport)$/.test(f.functionName)],
  ["render: the islands' roots", (f) => f.functionName === 'renderIslandRoot'],
  ['render: the document (React, components, fragments)', (f) => f.functionName === 'handleRequest'],
  ['loaders', (f) => f.functionName === 'callLoaderOrAction'],
  ['finishDocument (CSP, length)', (f) => f.functionName === 'finishDocument'],
  ['writing the response', (f) => f.functionName === 'send' || f.functionName === 'sendResponse'],
  ['request path: Request, routing, headers, caching', (f) => /\/server\/(index|assets\/)/.test(f.url)],
  ['node:http parsing', (f) => /parserOnIncoming|parserOnHeadersComplete/.test(f.functionName)],
];

function phaseShares(profile: CpuProfile, self: Map<number, number>, busy: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const shares = new Map<string, number>();
  for (const [id, us] of self) {
    const leaf = byId.get(id)!.callFrame;
    if (leaf.functionName === '(idle)') continue;
    let phase = leaf.functionName === '(garbage collector)' ? 'garbage collection' : null;
    if (!phase) {
      const stack: CpuProfile['nodes'][number]['callFrame'][] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!.callFrame);
      phase = PHASES.find(([, test]) => stack.some(test))?.[0] ?? 'other (timers, streams, microtasks)';
    }
    shares.set(phase, (shares.get(phase) ?? 0) + us);
  }
  return [...shares].sort((a, b) => b[1] - a[1]).map(([phase, us]) => `  ${((us / Math.max(busy, 1)) * 100).toFixed(1).padStart(5)} %  ${phase}`);
}

/** Self time by function and by group, as text. */
export function summariseProfile(profile: CpuProfile, top = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  const byGroup = new Map<string, number>();
  let total = 0;
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    total += us;
    const group = groupOf(frame);
    if (group !== '(idle)') busy += us;
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
    const where = frame.url ? `${frame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / Math.max(busy, 1)) * 100).toFixed(1).padStart(5)} %`;
  const sorted = (map: Map<string, number>) => [...map].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]);
  return [
    `${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms sampled; shares of the busy time (self time)`,
    '',
    'By stage of the request path (inclusive):',
    ...phaseShares(profile, self, busy),
    '',
    'By group:',
    ...sorted(byGroup).map(([group, us]) => `  ${pct(us)}  ${group}`),
    '',
    `Top ${top} functions:`,
    ...sorted(byFunction)
      .slice(0, top)
      .map(([name, us]) => `  ${pct(us)}  ${name}`),
  ].join('\n');
}

/** Profiles the origin on each page; returns the summaries (also written beside the profiles). */
export async function profileOrigin(pages: readonly Page[], port: number, host: (port: number) => string, connections: number): Promise<string[]> {
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  mkdirSync(PROFILE_DIR, { recursive: true });
  const summaries: string[] = [];
  for (const page of pages) {
    const name = page.type.replace(/\W+/g, '-');
    const dir = join(PROFILE_DIR, `${name}.tmp`);
    const web = await startWeb(`web-profiled-${name}`, port, {}, port, PORTS.platform, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    try {
      for (let i = 0; i < 20; i += 1) await get(port, page.path, host(port));
      const run = await measure({ port, host: host(port), path: page.path, connections, pids: [web.proc.pid] }, PROFILE_WINDOW);
      await web.proc.stop();
      const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) throw new Error(`no profile written in ${dir}`);
      renameSync(join(dir, file), join(PROFILE_DIR, `origin-${name}.cpuprofile`));
      rmSync(dir, { recursive: true, force: true });
      const text = `Origin CPU profile, ${page.type} (${page.path}), c=${connections}, ${run.rps.toFixed(0)} req/s while profiled\n${summariseProfile(JSON.parse(readFileSync(join(PROFILE_DIR, `origin-${name}.cpuprofile`), 'utf8')) as CpuProfile)}`;
      writeFileSync(join(PROFILE_DIR, `origin-${name}.txt`), `${text}\n`);
      summaries.push(text);
    } finally {
      await web.proc.stop();
    }
  }
  return summaries;
}
