import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { hrefDynamic } from '@mc/sites/href';
import { match } from '@mc/sites/match';
import { ROUTES } from '@mc/sites/routes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { httpGet, type HttpResult } from '../http-get.ts';
import { loadSeedSamples, sampleParams, type SeedSamples } from '../sample-params.ts';

const port = inject('webPort');
const hostOf = (code: string) => `${code.toLowerCase()}.localhost:${port}`;
const pairs = DEFAULT_SITES.flatMap((site) => site.cultures.map((culture) => ({ site, culture })));
/** Message keys look like `area.key`; on a page they would mean a missing translation. */
const RAW_KEY =
  /\b(aboutUs|account|affiliates|banners|blog|contact|cookieConsent|cta|errors|footer|frame|gameTiles|jackpots|leaderboard|menus|promotions|pwa|routes|search|voucher)\.[a-z][A-Za-z0-9_.]*/;
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
let samples: SeedSamples;
beforeAll(async () => {
  samples = await loadSeedSamples(
    `http://127.0.0.1:${inject('platformPort')}`,
    pairs.map(({ site, culture }) => ({ code: culture.code, site: site.localCode })),
  );
});

/** A page some of whose data came from a fallback (a back end failed, or its answer no longer fits the web's schema). */
const fromFallback = (res: HttpResult) => /\bfallback\b/.test(String(res.headers['server-timing']));
/**
 * The page as rendered from its data: a call that timed out on a loaded machine renders a
 * fallback by design, so such a page is asked for again a few times; one that stays degraded
 * (a schema that drifted from the platform's answers) fails the test instead of passing as a
 * 200 with an empty section.
 */
async function rendered(host: string, path: string): Promise<HttpResult> {
  let res = await httpGet(port, host, path);
  for (let attempt = 0; attempt < 3 && fromFallback(res); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    res = await httpGet(port, host, path);
  }
  return res;
}

describe('every route × culture', () => {
  // Every route of every culture renders in full: the time grows with the cultures (about 5 s each on a shared two-core machine).
  it(
    'answers 200 where the route exists, on the right host and prefix, in the culture language, with no raw message key',
    { timeout: pairs.length * 10_000 },
    async () => {
      const checks = pairs.flatMap(({ site, culture }) =>
        [...ROUTES.values()]
          // Previews need an editor's session (their own test below).
          .filter((route) => route.patterns.has(culture.code) && route.contentType !== 'preview')
          .map((route) => ({ site, culture, route, path: hrefDynamic({ route: route.key, culture, params: sampleParams(route, culture.code, samples) }) })),
      );
      expect(checks.length).toBeGreaterThan(370);
      const failures: string[] = [];
      for (let i = 0; i < checks.length; i += 16) {
        await Promise.all(
          checks.slice(i, i + 16).map(async ({ site, culture, route, path }) => {
            const res = await rendered(hostOf(site.localCode), path);
            if (fromFallback(res))
              failures.push(
                `${site.localCode} ${path} (${route.key}): rendered from a fallback (${String(res.headers['server-timing'])}); see the web log for the call or schema that failed`,
              );
            const lang = /<html lang="([^"]+)"/.exec(res.body)?.[1];
            const expectedLang = culture.locale === 'en-ROW' ? 'en' : culture.code;
            if (res.status !== 200 || lang !== expectedLang) failures.push(`${site.localCode} ${path} (${route.key}) → ${res.status} lang=${lang}`);
            const raw = RAW_KEY.exec(visibleText(res.body));
            if (raw) failures.push(`${site.localCode} ${path}: raw message key '${raw[0]}'`);
          }),
        );
      }
      expect(failures).toEqual([]);
    },
  );

  it('answers 404 where the route does not exist in the culture (never a fallback page)', async () => {
    const checks = pairs.flatMap(({ site, culture }) =>
      [...ROUTES.values()]
        .filter((route) => !route.patterns.has(culture.code))
        .map((route) => {
          const [, pattern] = [...route.patterns.entries()][0]!;
          const path = culture.route + pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => sampleParams(route, culture.code)[name]!);
          return { site, culture, route, path };
        })
        // a few such paths are another route's parameter page in this culture (e.g. a game slug)
        .filter(({ site, path }) => match(site, path).kind === 'not-found'),
    );
    expect(checks.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (let i = 0; i < checks.length; i += 16) {
      await Promise.all(
        checks.slice(i, i + 16).map(async ({ site, path, route }) => {
          const res = await httpGet(port, hostOf(site.localCode), path);
          if (res.status !== 404 || !res.body.includes('data-page-code="404"')) failures.push(`${site.localCode} ${path} (${route.key}) → ${res.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['MCDE', '/live-casino/'],
    ['MCDE', '/casino-games/'],
    ['MCES', '/live-casino/'],
    ['MCES', '/baccarat/'],
    ['MCSE', '/bonus-policy/'],
    ['MCDK', '/promotions/'],
    ['MCUK', '/casino-en-vivo/'],
    ['MCUK', '/en-CA/'],
    ['MC', '/blog/'],
    ['MC', '/en-CA/monopoly-casino-slots/'],
  ])('%s %s is 404', async (code, path) => {
    const res = await httpGet(port, hostOf(code), path);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toMatch(/public.*s-maxage=60/);
  });

  it('serves an unknown path as 404 with page code 404, framed and translated', async () => {
    const res = await httpGet(port, hostOf('MCDK'), '/findes-ikke/');
    expect(res.status).toBe(404);
    expect(res.body).toContain('data-page-code="404"');
    expect(res.body).toContain('Siden blev ikke fundet');
    expect(res.body).toContain('<html lang="da"');
  });
});

describe('previews', () => {
  it('are 404 without a preview session, and never stored by a cache', async () => {
    for (const path of ['/preview/game/60/', '/preview/post/3015/', '/preview/features/home/1/']) {
      const res = await httpGet(port, hostOf('MCUK'), path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('private, no-store');
      expect(res.headers['x-robots-tag'], path).toContain('noindex');
    }
  });
});

describe('canonical trailing slash', () => {
  it.each([
    ['MC', '/en-CA/live-casino', '/en-CA/live-casino/'],
    ['MC', '/en-CA', '/en-CA/'],
    ['MCES', '/casino-en-vivo?bt=abc', '/casino-en-vivo/?bt=abc'],
    ['MCUK', '/online-slots/megaways', '/online-slots/megaways/'],
  ])('%s %s redirects (308) to %s', async (code, path, location) => {
    const res = await httpGet(port, hostOf(code), path);
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe(location);
  });

  it('never redirects off the site', async () => {
    for (const path of ['//evil.example', '/\\evil.example', '//evil.example/online-slots', '/%2F%2Fevil.example']) {
      const res = await httpGet(port, hostOf('MC'), path);
      // A backslash or an encoded slash is refused outright (400): a URL parser would read it as a separator.
      expect(res.status, path).toBe(/\\|%2F/i.test(path) ? 400 : 404);
      expect(res.headers.location).toBeUndefined();
    }
  });
});

describe('hosts', () => {
  it('serves MC for an unknown host', async () => {
    const res = await httpGet(port, 'unknown-host.example', '/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('Mondo Casino<');
  });

  it('answers on production hosts and aliases too', async () => {
    const res = await httpGet(port, 'www.mondocasino-de.example', '/');
    expect(res.body).toContain('<html lang="de-DE"');
    const alias = await httpGet(port, 'mondocasino-uk.example', '/');
    expect(alias.body).toContain('<html lang="en-GB"');
  });

  it('serves the same path with different content per host; the response is shareable and keyed by host + path only', async () => {
    const uk = await httpGet(port, hostOf('MCUK'), '/help/', { cookie: 'xtpl=abc', 'accept-encoding': 'identity' });
    const dk = await httpGet(port, hostOf('MCDK'), '/help/', { 'accept-encoding': 'identity' });
    expect(uk.status).toBe(200);
    expect(dk.status).toBe(200);
    expect(uk.body).toContain('<h1>Help</h1>');
    expect(dk.body).toContain('<h1>Hjælp</h1>');
    for (const res of [uk, dk]) {
      expect(res.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
      // Nothing in the page depends on cookies or other request headers: the only Vary is
      // the encoding; the host is part of every shared-cache key (the URL), see README.
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const again = await httpGet(port, hostOf('MCUK'), '/help/', { 'accept-encoding': 'identity' });
    expect(again.body).toBe(uk.body);
  });
});

describe('compression and static files', () => {
  it('compresses pages with brotli or gzip as accepted', async () => {
    const br = await httpGet(port, hostOf('MCUK'), '/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await httpGet(port, hostOf('MCUK'), '/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves hashed assets as immutable on every host', async () => {
    const page = await httpGet(port, hostOf('MCSE'), '/');
    const asset = /(\/assets\/entry\.client-[^"\\]+\.js)/.exec(page.body)?.[1];
    expect(asset).toBeDefined();
    for (const code of ['MC', 'MCSE', 'MCES']) {
      const res = await httpGet(port, hostOf(code), asset!);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });
});
