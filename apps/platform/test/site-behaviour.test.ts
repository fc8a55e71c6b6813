import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { FALLBACK_RATES } from '@mc/sites/fallback-rates';
import { helplineOf, marketRule } from '@mc/sites/markets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW, startPlatform, type TestPlatform } from './helpers/platform.ts';

let platform: TestPlatform;
// Bodies are checked against the schema in the contract tests; here they are probed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const get = async (url: string, headers?: Record<string, string>) => {
  const response = await platform.app.inject({ url, headers });
  const body: Loose = response.headers['content-type']?.toString().includes('json') ? response.json() : undefined;
  return { status: response.statusCode, body, headers: response.headers };
};

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

describe('site selection and cultures', () => {
  it('selects the site by path prefix (case-insensitive) and rejects unknown sites and foreign cultures', async () => {
    expect((await get('/sites/MCUK/v1/feeds/faq?culture=en-GB')).status).toBe(200);
    expect((await get('/sites/zz/v1/feeds/faq?culture=en-GB')).body).toMatchObject({ error: 'Not Found', parameter: 'site' });
    expect((await get('/sites/mcuk/v1/feeds/faq?culture=de-DE')).body).toMatchObject({ parameter: 'culture' });
    expect((await get('/sites/mc/v1/feeds/faq?culture=en-ROW')).status).toBe(200);
  });
});

describe('responsible gaming', () => {
  it("names the market's helpline and self-exclusion register, and states its legal age with the regional exceptions", async () => {
    for (const site of DEFAULT_SITES) {
      for (const culture of site.cultures) {
        const url = `/sites/${site.localCode.toLowerCase()}/v1/feeds/simple?culture=${culture.locale}&feedCode=responsibleGaming`;
        const { status, body } = await get(url);
        expect(status, url).toBe(200);
        const helpline = helplineOf(culture.code);
        const register = marketRule(culture.code, 'self-exclusion');
        for (const text of [helpline?.name, helpline?.phone, helpline?.url, register?.name, register?.url]) {
          if (text) expect(body.body, url).toContain(text);
        }
      }
    }
    const uk = (await get('/sites/mcuk/v1/feeds/simple?culture=en-GB&feedCode=responsibleGaming')).body.body as string;
    expect(uk).toContain('[GAMSTOP](https://www.gamstop.co.uk/)');
    expect(uk).toContain('National Gambling Helpline on [0808 8020 133](tel:08088020133)');
    // Every edition names a helpline but Brazil, which has no national one (docs/market-rules.md); each edition its own country's.
    for (const culture of DEFAULT_SITES.flatMap((entry) => entry.cultures))
      expect(helplineOf(culture.code) !== undefined, culture.code).toBe(culture.code !== 'pt-BR');
    const ireland = (await get('/sites/mc/v1/feeds/simple?culture=en-IE&feedCode=responsibleGaming')).body.body as string;
    expect(ireland).toContain('the HSE Drugs and Alcohol Helpline on [1800 459 459](tel:1800459459)');
    const nz = (await get('/sites/mc/v1/feeds/simple?culture=en-NZ&feedCode=responsibleGaming')).body.body as string;
    expect(nz).toContain('the Gambling Helpline on [0800 654 655](tel:0800654655)');
    const canada = (await get('/sites/mc/v1/feeds/simple?culture=en-CA&feedCode=responsibleGaming')).body.body as string;
    expect(canada).toContain('ConnexOntario on [1 866 531 2600]');
    expect(canada).toContain('19 or over (18 or over in Alberta, Manitoba and Quebec)');
    const quebec = (await get('/sites/mc/v1/feeds/simple?culture=fr-CA&feedCode=responsibleGaming')).body.body as string;
    expect(quebec).toContain('19 ans ou plus (18 ans ou plus en Alberta, au Manitoba et au Québec)');
    expect(quebec).toContain('Jeu : aide et référence au [1 800 461-0140]');
  });
});

describe('winners', () => {
  it("gives each edition its own currency: the international site's Canadian editions in CAD, at the reference rate", async () => {
    const en = (await get('/sites/mc/v1/feeds/winners?culture=en-ROW')).body.winners as { userName: string; amount: number; currency: string; wonAt: string }[];
    expect(en.length).toBeGreaterThan(0);
    expect(new Set(en.map((row) => row.currency))).toEqual(new Set(['EUR']));
    for (const culture of ['en-CA', 'fr-CA']) {
      const ca = (await get(`/sites/mc/v1/feeds/winners?culture=${culture}`)).body.winners as typeof en;
      expect(ca.length, culture).toBeGreaterThan(0);
      expect(new Set(ca.map((row) => row.currency)), culture).toEqual(new Set(['CAD']));
      for (const row of ca) {
        const same = en.find((win) => win.userName === row.userName && win.wonAt === row.wonAt);
        if (same) expect(row.amount).toBeCloseTo(same.amount * FALLBACK_RATES.CAD!, 1);
      }
    }
  });
});

describe('games', () => {
  it('serves German copy and only slots on the German site', async () => {
    const page = (await get('/sites/mcde/v1/games?culture=de-DE&pageSize=200')).body;
    expect(page.items.every((game: { routeKey: string }) => game.routeKey === 'onlineSlotsGame')).toBe(true);
    const info = (await get(`/sites/mcde/v1/games/info/${page.items[0].slug}?culture=de-DE`)).body;
    expect(info.description).toMatch(/Walzen|Slot/);
    expect(info.currency).toBe('EUR');
  });

  it('converts money parameters to the culture currency with nominal multipliers', async () => {
    const page = (await get('/sites/mcse/v1/games?culture=sv&category=slots&pageSize=1')).body;
    const slug = page.items[0].slug as string;
    const sv = (await get(`/sites/mcse/v1/games/info/${slug}?culture=sv`)).body;
    const uk = await get(`/sites/mcuk/v1/games/info/${slug}?culture=en-GB`);
    expect(sv.currency).toBe('SEK');
    if (uk.status === 200) expect(sv.parameters.minBet).toBeCloseTo(uk.body.parameters.minBet * 10);
    expect(sv.parameters.theme).not.toMatch(/-/);
  });

  it('gives live games their live parameters and badges', async () => {
    const live = (await get('/sites/mcuk/v1/games/by-groups?culture=en-GB&groups=live_blackjack&limit=1')).body.groups[0].games[0];
    const detail = (await get(`/sites/mcuk/v1/games/info/${live.slug}?culture=en-GB`)).body;
    expect(detail.badges.liveDealer).toBe(true);
    expect(detail.parameters).toMatchObject({ liveCasino: true, decks: 8, seats: 7, demoMode: false });
  });

  it('applies the per-group limit and keeps the requested group order', async () => {
    const body = (await get('/sites/mces/v1/games/by-groups?culture=es&groups=most_played&groups=most_popular&limit=20')).body;
    expect(body.groups.map((group: { group: string }) => group.group)).toEqual(['most_played', 'most_popular']);
    expect(body.groups[0].games).toHaveLength(20);
    expect(body.groups[0].title).toBe('Más jugados');
  });

  it('ships a compact extended catalogue for client-side search', async () => {
    const response = await platform.app.inject('/sites/mcuk/v1/games/extended?culture=en-GB');
    const body = response.json() as { count: number; games: unknown[] };
    expect(body.count).toBe(body.games.length);
    expect(body.count).toBeGreaterThan(250);
    expect(response.body.length / body.count).toBeLessThan(260);
  });

  it("gives the search catalogue each game's theme in the culture's words and its popularity", async () => {
    const { body } = await get('/sites/mces/v1/games/extended?culture=es');
    const row = platform.db.prepare('SELECT slug, theme, popularity FROM games WHERE theme = ? AND published = 1 LIMIT 1').get('ancient-egypt') as Loose;
    const game = body.games.find((entry: Loose) => entry.slug === row.slug);
    expect(game).toMatchObject({ theme: 'Antiguo Egipto', popularity: row.popularity });
  });

  it('narrows groups by provider and by every feature asked, and names the facets of the unfiltered groups', async () => {
    const base = '/sites/mcuk/v1/games/by-groups?culture=en-GB&groups=slots&groups=megaways&limit=500';
    const all = (await get(base)).body;
    expect(all.facets.features).toEqual(expect.arrayContaining(['megaways', 'demo']));
    expect(all.facets.features).not.toContain('live-dealer');
    const provider = all.facets.providers[0].slug;
    expect(all.facets.providers.map((entry: Loose) => entry.name)).toEqual([...all.facets.providers.map((entry: Loose) => entry.name)].sort());

    const narrowed = (await get(`${base}&provider=${provider}&feature=megaways`)).body;
    expect(narrowed.facets).toEqual(all.facets);
    narrowed.groups.forEach((group: Loose, index: number) => {
      expect(group.total).toBe(group.games.length);
      expect(group.total).toBeLessThan(all.groups[index].total);
      for (const game of group.games) expect(game).toMatchObject({ provider: { slug: provider }, category: 'megaways' });
    });
    expect(narrowed.groups[1].total).toBeGreaterThan(0);

    const live = (await get('/sites/mcuk/v1/games/by-groups?culture=en-GB&groups=live_casino&feature=live-dealer&feature=demo')).body;
    expect(live.groups[0].total).toBe(0);
    expect((await get(`${base}&feature=turbo`)).status).toBe(400);
    expect((await get(`${base}&provider=Not%20A%20Slug`)).status).toBe(400);
  });

  it('hides drafts except in previews with the right token', async () => {
    const draft = platform.db.prepare('SELECT id, slug FROM games WHERE published = 0 LIMIT 1').get() as { id: number; slug: string };
    expect((await get(`/sites/mcuk/v1/games/info/${draft.slug}?culture=en-GB`)).status).toBe(404);
    expect((await get(`/sites/mcuk/v1/games/preview/${draft.id}`, { 'x-preview-token': 'nope' })).status).toBe(404);
    const preview = await get(`/sites/mcuk/v1/games/preview/${draft.id}`, PREVIEW);
    expect(preview.body.published).toBe(false);
    expect(preview.headers['cache-control']).toBe('no-store');
  });
});

describe('feeds and promotions', () => {
  it('caps leaderboards at 100 rows', async () => {
    const board = (await get('/sites/mcuk/v1/feeds/leaderboards/slots-race?limit=500')).body;
    expect(board.rows).toHaveLength(100);
    expect(board.rows[0]).toMatchObject({ rank: 1 });
    expect((await get('/sites/mcuk/v1/feeds/leaderboards/weekend-sprint')).body.rows.length).toBeLessThan(100);
  });

  it('lists started promotions with status, omits future ones, and still serves expired ones by slug', async () => {
    const list = (await get('/sites/mcuk/v1/cms/promotions?culture=en-GB')).body.items as { slug: string; status: string }[];
    expect(list.map((item) => item.slug)).not.toContain('grand-launch');
    expect(list.find((item) => item.slug === 'summer-festival-2024')?.status).toBe('expired');
    expect(list[0]?.status).toBe('active');
    const expired = (await get('/sites/mcuk/v1/cms/promotions/summer-festival-2024?culture=en-GB')).body;
    expect(expired).toMatchObject({ status: 'expired', endDate: '2024-08-31T23:59:59Z' });
    const race = (await get('/sites/mcuk/v1/cms/promotions/slots-race?culture=en-GB')).body;
    expect(race).toMatchObject({ status: 'active', leaderboardSlug: 'slots-race', ctaLink: '/promotions/leaderboard/slots-race/' });
    // The race's own terms: its prize pool and how to take part, not a deposit bonus's.
    expect(race.significantTerms).toMatchObject({ type: 'race', currency: 'GBP', prizePool: 5000, entry: { optIn: true, games: 'selected-slots' } });
    const champions = (await get('/sites/mces/v1/cms/promotions/sorteo-viaje-final-champions?culture=es')).body;
    expect(champions.title).toMatch(/Champions/);
  });

  it('answers status from an emulated clock (PLATFORM_NOW)', async () => {
    // The launch opens 30 days after the seed's clock (offer-calendar.ts): 45 days on, it runs.
    const seededAt = Date.parse(platform.db.prepare("SELECT value FROM settings WHERE key = 'seedClock'").pluck().get() as string);
    const future = await startPlatform({ env: { PLATFORM_NOW: new Date(seededAt + 45 * 86_400_000).toISOString() } });
    const list = (await future.app.inject('/sites/mcuk/v1/cms/promotions?culture=en-GB')).json() as { items: { slug: string; status: string }[] };
    expect(list.items.find((item) => item.slug === 'grand-launch')?.status).toBe('active');
    // The latest wins move with the clock: still within two days of it.
    const wins = (await future.app.inject('/sites/mcuk/v1/feeds/winners?culture=en-GB')).json() as { winners: { wonAt: string }[] };
    const emulatedNow = Date.parse(future.config.now!.toISOString());
    expect(wins.winners.length).toBeGreaterThan(10);
    for (const win of wins.winners) expect(emulatedNow - Date.parse(win.wonAt)).toBeLessThan(49 * 3_600_000);
    await future.close();
  });

  it('lists recent wins, newest first, and none in a market without real-money play', async () => {
    const wins = (await get('/sites/mcuk/v1/feeds/winners?culture=en-GB')).body.winners as { wonAt: string; currency: string }[];
    expect(wins.length).toBeGreaterThan(10);
    const times = wins.map((win) => Date.parse(win.wonAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Date.now() - times[0]!).toBeLessThan(3 * 3_600_000);
    expect(Date.now() - times.at(-1)!).toBeLessThan(49 * 3_600_000);
    expect((await get('/sites/mc/v1/feeds/winners?culture=en-IN')).body.winners).toEqual([]);
    expect((await get('/sites/mc/v1/feeds/jackpots?culture=en-IN')).body.jackpots).toEqual([]);
  });

  it('titles a race board in the culture language, and refuses it where the market bars every offer', async () => {
    expect((await get('/sites/mc/v1/feeds/leaderboards/slots-race?culture=fr-CA')).body.title).toBe('Course aux machines à sous');
    expect((await get('/sites/mc/v1/feeds/leaderboards/slots-race?culture=en')).body.title).toBe('Slots Race');
    expect((await get('/sites/mc/v1/feeds/leaderboards/slots-race?culture=fi')).status).toBe(404);
    expect((await get('/sites/mc/v1/feeds/leaderboards/slots-race?culture=nb-NO')).status).toBe(404);
  });

  it('returns payment options with the spec field names and 404 for options without info', async () => {
    const options = (await get('/sites/mcuk/v1/feeds/payment-options?culture=en-GB')).body as { slug: string; has_info: boolean; light_img_url: string }[];
    const without = options.find((option) => !option.has_info)!;
    expect((await get(`/sites/mcuk/v1/feeds/payment-options/${without.slug}?culture=en-GB`)).status).toBe(404);
    expect(options[0]!.light_img_url).toMatch(/^\/img\/payments\/[a-z0-9-]+-light\.webp$/);
    const image = await platform.app.inject(options[0]!.light_img_url);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
  });

  it('maps voucher codes to documented numbers', async () => {
    const status = async (code: string) => (await get(`/sites/mcdk/v1/voucher?brand_local_code=MCDK&voucher=${code}&username=x`)).body;
    expect(await status('welcome10')).toBe(1);
    expect(await status('USED2024')).toBe(2);
    expect(await status('SUMMER23')).toBe(3);
    expect(await status('NOPE')).toBe(0);
  });
});

describe('banners', () => {
  it('gives es home its own slides, with the Halloween window', async () => {
    const config = (await get('/sites/mces/v1/banners/config/home?culture=es')).body;
    const slides = config.culturesSlides.es as { section: string; startDate?: string; endDate?: string }[];
    expect(slides.find((slide) => slide.section === 'halloween')).toMatchObject({ startDate: '2025-10-27T00:00:00Z', endDate: '2025-11-03T23:59:59Z' });
    const now = Date.now();
    const showing = config.slides.filter(
      (slide: { startDate?: string; endDate?: string }) =>
        (!slide.startDate || Date.parse(slide.startDate) <= now) && (!slide.endDate || Date.parse(slide.endDate) >= now),
    );
    expect(showing.length).toBeGreaterThanOrEqual(2);
  });

  it('serves banner media at the spec sizes, as small cacheable WebP', async () => {
    const sizes: [string, number, number][] = [
      ['device=desktop&layer=bg&sectionCode=home-welcome', 1920, 472],
      ['device=desktop&layer=fg&sectionCode=home-welcome', 1920, 292],
      ['device=mobile&layer=bg&sectionCode=home-welcome', 750, 360],
      ['device=mobile&layer=fg&sectionCode=home-welcome', 750, 360],
      ['device=mobile&layer=fg&sectionCode=game-page&culture=en-GB', 750, 145],
    ];
    for (const [query, width, height] of sizes) {
      const response = await platform.app.inject(`/sites/mcuk/v1/banners/media?${query}`);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.rawPayload.length).toBeLessThan(60_000);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // VP8X/VP8L/VP8 headers all carry the canvas size; read it through sharp to be sure.
      const sharp = (await import('sharp')).default;
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height], query).toEqual([width, height]);
      const again = await platform.app.inject({ url: `/sites/mcuk/v1/banners/media?${query}`, headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const sv = await platform.app.inject('/sites/mcse/v1/banners/media?device=mobile&layer=fg&sectionCode=game-page&culture=sv');
    expect((await (await import('sharp')).default(sv.rawPayload).metadata()).height).toBe(210);
  });

  it('renders per-game art on first use and keeps it', async () => {
    const slug = platform.db.prepare("SELECT slug FROM games WHERE published = 1 AND category = 'megaways' LIMIT 1").pluck().get() as string;
    const url = `/sites/mcuk/v1/banners/media?device=desktop&layer=fg&sectionCode=game-page&gameSlug=${slug}`;
    expect((await platform.app.inject(url)).statusCode).toBe(200);
    expect(platform.db.prepare('SELECT count(*) FROM banner_media WHERE variant LIKE ?').pluck().get(`game:${slug}:%`)).toBe(1);
    expect((await platform.app.inject(url.replace(slug, 'no-such-game'))).statusCode).toBe(404);
  });

  it('answers bt texts per culture, and JSON null for an unknown code', async () => {
    expect((await get('/sites/mces/v1/banners/bt-texts/halloween-bonus?culture=es')).body).toMatchObject({
      code: 'halloween-bonus',
      pageTitle: 'Bono de Halloween',
    });
    const unknown = await platform.app.inject('/sites/mces/v1/banners/bt-texts/whatever?culture=es');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('null');
  });
});

describe('blog', () => {
  it('exists only in en-GB and es', async () => {
    expect((await get('/sites/mcuk/v1/blog/tags?culture=en-GB')).body.tags.length).toBeGreaterThanOrEqual(4);
    expect((await get('/sites/mcdk/v1/blog/tags?culture=da')).status).toBe(404);
  });

  it('searches with wildcards treated literally and keeps hostile markup as text', async () => {
    expect((await get('/sites/mcuk/v1/blog/posts?culture=en-GB&q=%25%25_%25')).body.total).toBe(0);
    const hit = (await get('/sites/mcuk/v1/blog/posts?culture=en-GB&q=onerror')).body;
    expect(hit.total).toBe(1);
    const post = (await get(`/sites/mcuk/v1/blog/content/${hit.items[0].slug}?culture=en-GB`)).body;
    expect(post.body).toContain('<img src=x onerror=alert(1)>');
    expect(post.body).toContain('(javascript:alert(1))');
  });

  it('pages through posts and relates by tag', async () => {
    const first = (await get('/sites/mces/v1/blog/posts?culture=es&page=1')).body;
    const second = (await get('/sites/mces/v1/blog/posts?culture=es&page=2')).body;
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const related = (await get('/sites/mces/v1/blog/related/que-es-el-rtp?culture=es')).body.items;
    expect(related).toHaveLength(3);
    expect(related[0].tag.slug).toBe('guias-tragaperras');
  });
});

describe('newsletter', () => {
  const post = (payload: object) => platform.app.inject({ method: 'POST', url: '/sites/mcuk/v1/newsletter', payload });

  it("validates with the spec's messages and stores a subscription once", async () => {
    expect((await post({ email: '', name: 'A', culture: 'en-GB' })).json()).toMatchObject({ parameter: 'email', message: 'Please enter your email address.' });
    expect((await post({ email: 'a@b', name: 'A', culture: 'en-GB' })).json()).toMatchObject({
      parameter: 'email',
      message: 'Please enter a valid email address.',
    });
    expect((await post({ email: 'a@b.example', name: '  ', culture: 'en-GB' })).json()).toMatchObject({
      parameter: 'name',
      message: 'Please enter your name.',
    });
    expect((await post({ email: 'A@B.example', name: 'Ann', culture: 'en-GB' })).statusCode).toBe(201);
    expect((await post({ email: 'a@b.example', name: 'Ann', culture: 'en-GB' })).json()).toEqual({ status: 'already-subscribed' });
    expect(platform.db.prepare("SELECT count(*) FROM newsletter_subscriptions WHERE email = 'a@b.example'").pluck().get()).toBe(1);
  });
});
