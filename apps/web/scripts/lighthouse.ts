// Lighthouse (default mobile settings, Debian Chromium) on the key pages of MCUK and MCES.
// Not a test: prints performance score, LCP, TBT, CLS and JavaScript transferred per page.
// Run: npm run lighthouse (builds first); LIGHTHOUSE_PAGES=home,category to pick pages.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../../../scripts/stack.mjs';

const WEB_PORT = 3103;
const PLATFORM_PORT = 4203;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface PageSpec {
  name: string;
  path: (platform: string, code: string, culture: string) => Promise<string>;
}

async function firstGame(platform: string, code: string, culture: string): Promise<string> {
  const body = (await (await fetch(`${platform}/sites/${code}/v1/games/by-groups?culture=${culture}&groups=most_popular&limit=1`)).json()) as {
    groups: { games: { slug: string; routeKey: string }[] }[];
  };
  const game = body.groups[0]!.games[0]!;
  const base = { onlineSlotsGame: code === 'mces' ? '/online-slots/' : '/online-slots/', liveCasinoGame: code === 'mces' ? '/casino-en-vivo/' : '/live-casino/', casinoGamesGame: code === 'mces' ? '/juegos-de-casino/' : '/casino-games/' }[game.routeKey];
  return `${base}${game.slug}/`;
}

async function firstPost(platform: string, code: string, culture: string): Promise<string> {
  const body = (await (await fetch(`${platform}/sites/${code}/v1/blog/posts/latest?culture=${culture}&limit=1`)).json()) as { items: { slug: string; tag: { slug: string } }[] };
  const post = body.items[0]!;
  return `/blog/${post.tag.slug}/${post.slug}/`;
}

const PAGES: PageSpec[] = [
  { name: 'home', path: async () => '/' },
  { name: 'category', path: async () => '/online-slots/' },
  { name: 'game', path: firstGame },
  { name: 'blog post', path: firstPost },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startStack({ webPort: WEB_PORT, platformPort: PLATFORM_PORT, quiet: true, freshDb: true });
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
});
const wanted = process.env.LIGHTHOUSE_PAGES?.split(',');
try {
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile defaults, median shown (${new Date().toISOString().slice(0, 10)})`);
  console.log('site  page       score  LCP ms  TBT ms  CLS    JS KB (transfer)');
  for (const [code, culture] of [['mcuk', 'en-GB'], ['mces', 'es']] as const) {
    for (const spec of PAGES.filter((p) => !wanted || wanted.includes(p.name))) {
      const path = await spec.path(stack.platformOrigin, code, culture);
      const url = `http://${code}.localhost:${WEB_PORT}${path}`;
      await fetch(`http://127.0.0.1:${WEB_PORT}${path}`, { headers: { host: `${code}.localhost:${WEB_PORT}` } }); // warm the data cache
      const runs: { score: number; lcp: number; tbt: number; cls: number; js: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const audits = result!.lhr.audits;
        const jsBytes = ((audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? 0;
        runs.push({
          score: Math.round((result!.lhr.categories.performance?.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: audits['total-blocking-time']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          js: jsBytes / 1024,
        });
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
      console.log(`${code.padEnd(5)} ${spec.name.padEnd(10)} ${String(m('score')).padStart(5)}  ${m('lcp').toFixed(0).padStart(6)}  ${m('tbt').toFixed(0).padStart(6)}  ${m('cls').toFixed(3)}  ${m('js').toFixed(1).padStart(6)}   ${path}`);
    }
  }
} finally {
  await chrome.kill();
  await stack.stop();
}
