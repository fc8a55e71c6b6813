// Game search on a large catalogue: per-keystroke time and the size of what the browser downloads,
// against the bars (issue 18): p99 under 2 ms per keystroke and at most 50 KB gzip at 5,000 games.
// Not a test: prints figures and pass/fail (exit code 1 on a miss). Run: npm run bench:search -w @mc/web
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { compactCatalogue, expandCatalogue } from '../app/features/search/search-catalogue.ts';
import { createSearchIndex, searchGames, type SearchGame } from '../app/features/search/search-index.ts';

const GAMES = Number(process.env.GAMES ?? 5000);
/** The search bars (issue 18, docs/performance.md). */
const BAR_P99_MS = 2;
const BAR_GZIP_KB = 50;
const words = [
  'Book',
  'Pharaoh',
  'Nights',
  'Gold',
  'Dragon',
  'Fortune',
  'Wild',
  'Crystal',
  'Temple',
  'Jackpot',
  'Lucky',
  'Safari',
  'Roulette',
  'Blackjack',
  'Viking',
  'Mystic',
  'Dreams',
  'Crown',
  'Sapphire',
  'Blitz',
  'Pirate',
  'Reels',
  'Star',
  'Light',
  'Harvest',
  'Moon',
  'Ocean',
  'Thunder',
  'Royal',
  'Diamond',
  'Fire',
  'Ice',
  'Legend',
  'Quest',
  'Treasure',
  'Bonanza',
  'Megaways',
  'Live',
  'Speed',
  'Party',
];
const providers = [
  'Blue Harbour Gaming',
  'Copperfox Studios',
  'Hexa Live',
  'Driftwood Play',
  'Ironbark Studios',
  'Fjord Games',
  'Golden Lantern Interactive',
  'Aurora Reels',
  'Studio Nine Live',
  'Nordlight',
];
const themes = [
  'Ancient Egypt',
  'Fruits',
  'Adventure',
  'Animals',
  'Asian',
  'Fantasy',
  'Irish luck',
  'Mythology',
  'Pirates',
  'Space',
  'Vikings',
  'Wild West',
  'Sweets',
  'Gems',
  'Classic',
  'Party',
  'Board game',
  'Casino classic',
  'Live studio',
];
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const entries = Array.from({ length: GAMES }, (_, i) => {
  const name = `${pick(words)} ${pick(words)}${random() > 0.5 ? ` ${pick(words)}` : ''}`;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`;
  return {
    slug,
    name,
    provider: pick(providers),
    routeKey: pick(['onlineSlotsGame', 'liveCasinoGame', 'casinoGamesGame']),
    thumbnail: `https://cdn.example/img/games/${slug}.svg`,
    theme: pick(themes),
    popularity: Math.floor(random() * 10000),
  };
});

// What /__search/<culture> sends, and what the browser does with it when search opens.
const shipped = Buffer.from(JSON.stringify(compactCatalogue(entries)));
const buildStart = performance.now();
const catalogue: SearchGame[] = expandCatalogue(JSON.parse(shipped.toString()), { code: 'en-GB', route: '' });
const index = createSearchIndex(catalogue);
const buildMs = performance.now() - buildStart;

// Names, typos, providers and themes, typed a letter at a time.
const typed = [
  'pharaoh nights',
  'dragon fortune',
  'cristal templ',
  'megaways',
  'blue harbour',
  'jakpot',
  'zzqqxx',
  'roulete live',
  'copperfx',
  'ancient egytp',
  'vikings gold',
];
// Each keystroke is typed in 20 rounds and timed by the wall clock: what a visitor waits. The
// bar is judged on every timing (p99 of all rounds, the first, JIT-cold one included). Each
// keystroke's median over the rounds is printed beside it: it leaves out the rounds another
// process on a shared machine preempted, so when the two differ the machine was busy, not the
// search slow. CPU time (process.cpuUsage) was tried and dropped: it counts V8's GC and compiler
// threads and is accounted in 4 ms ticks here, so on an idle machine its p99 (2.1-4.3 ms)
// exceeded the wall clock's (0.6-1.1 ms).
const ROUNDS = 20;
const wall: number[] = [];
const byKeystroke = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const query of typed) {
    for (let end = 1; end <= query.length; end++) {
      const keystroke = query.slice(0, end);
      const start = performance.now();
      searchGames(index, keystroke);
      const ms = performance.now() - start;
      wall.push(ms);
      byKeystroke.set(keystroke, [...(byKeystroke.get(keystroke) ?? []), ms]);
    }
  }
}
const percentile = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))]!;
const figures = (list: number[]) =>
  `p50 ${percentile(list, 0.5).toFixed(3)} ms, p95 ${percentile(list, 0.95).toFixed(3)} ms, p99 ${percentile(list, 0.99).toFixed(3)} ms, max ${Math.max(...list).toFixed(3)} ms`;
// gzip at Node's default level (6), as the app compresses its answers.
const gzipKb = gzipSync(shipped).length / 1024;
console.log(`games: ${GAMES}; machine load (1 min) ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`);
console.log(`catalogue expanded and indexed in the browser: ${buildMs.toFixed(1)} ms`);
const medians = [...byKeystroke.values()].map((times) => percentile(times, 0.5));
console.log(`per keystroke, every round (${wall.length} timings): ${figures(wall)}`);
console.log(`per keystroke, median of ${ROUNDS} rounds (${medians.length} keystrokes): ${figures(medians)}`);
console.log(
  `catalogue shipped: ${(shipped.length / 1024).toFixed(1)} KB raw, ${gzipKb.toFixed(1)} KB gzip, ${(brotliCompressSync(shipped).length / 1024).toFixed(1)} KB brotli`,
);

const wallP99 = percentile(wall, 0.99);
const bars = [
  {
    name: `p99 per keystroke under ${BAR_P99_MS} ms (every round)`,
    pass: wallP99 < BAR_P99_MS,
    value: `${wallP99.toFixed(3)} ms (median of ${ROUNDS} rounds: ${percentile(medians, 0.99).toFixed(3)} ms)`,
  },
  { name: `catalogue at most ${BAR_GZIP_KB} KB gzip`, pass: gzipKb <= BAR_GZIP_KB, value: `${gzipKb.toFixed(1)} KB` },
];
if (GAMES !== 5000) console.log(`(the bars are set at 5,000 games; this run has ${GAMES})`);
for (const bar of bars) console.log(`bar: ${bar.name}: ${bar.value} ${bar.pass ? 'PASS' : 'FAIL'}`);
if (bars.some((bar) => !bar.pass)) process.exitCode = 1;
