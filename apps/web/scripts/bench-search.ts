// Game search on a large catalogue: per-keystroke time and the size of what the browser downloads.
// Not a test: prints figures. Run: npm run bench:search -w @mc/web
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { compactCatalogue, expandCatalogue } from '../app/features/search/search-catalogue.ts';
import { createSearchIndex, searchGames, type SearchGame } from '../app/features/search/search-index.ts';

const GAMES = Number(process.env.GAMES ?? 5000);
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
  };
});

// What /__search/<culture> sends, and what the browser does with it when search opens.
const shipped = Buffer.from(JSON.stringify(compactCatalogue(entries)));
const buildStart = performance.now();
const catalogue: SearchGame[] = expandCatalogue(JSON.parse(shipped.toString()), { code: 'en-GB', route: '' });
const index = createSearchIndex(catalogue);
const buildMs = performance.now() - buildStart;

const typed = ['pharaoh nights', 'dragon fortune', 'cristal templ', 'megaways', 'blue harbour', 'jakpot', 'zzqqxx', 'roulete live'];
const times: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const query of typed) {
    for (let end = 1; end <= query.length; end++) {
      const start = performance.now();
      searchGames(index, query.slice(0, end));
      times.push(performance.now() - start);
    }
  }
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
console.log(`games: ${GAMES}`);
console.log(`catalogue expanded and indexed in the browser: ${buildMs.toFixed(1)} ms`);
console.log(`per keystroke (${times.length} keystrokes): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)!.toFixed(3)} ms`);
console.log(
  `catalogue shipped: ${(shipped.length / 1024).toFixed(1)} KB raw, ${(gzipSync(shipped).length / 1024).toFixed(1)} KB gzip, ${(brotliCompressSync(shipped).length / 1024).toFixed(1)} KB brotli`,
);
