import type { CultureCode } from '@mc/sites/culture-codes';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { hrefDynamic } from '@mc/sites/href';
import { bannedCopy, marketRule } from '@mc/sites/markets';
import { match } from '@mc/sites/match';
import { routeExists } from '@mc/sites/routes';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { httpGet } from '../http-get.ts';

/**
 * The offer rules of packages/sites/src/markets.ts on the real pages (server-rendered, banners
 * included; a visitor's bt banner is client-side and covered by select-slides.test.ts): Sweden
 * shows only the welcome offer, every UK offer its significant terms and BeGambleAware, Denmark
 * and Spain their promotion notices, and the default terms are stated in € or $.
 */
const port = inject('webPort');
const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
afterAll(() => window.happyDOM.close());

const site = (code: string) => DEFAULT_SITES.find((entry) => entry.localCode === code)!;
const cultureOf = (code: CultureCode) => DEFAULT_SITES.flatMap((entry) => entry.cultures).find((culture) => culture.code === code)!;
const hostOf = (code: string) => `${code.toLowerCase()}.localhost:${port}`;
const path = (culture: CultureCode, route: string, params?: Record<string, string>) => hrefDynamic({ route, culture: cultureOf(culture), params });

async function page(siteCode: string, pathname: string) {
  const res = await httpGet(port, hostOf(siteCode), pathname);
  expect(res.status, `${siteCode} ${pathname}`).toBe(200);
  return new window.DOMParser().parseFromString(res.body, 'text/html') as unknown as Document;
}
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');
/** Every offer on a page: promotion cards and pages, and banner slides that promote something (data-offer). */
const offersIn = (doc: Document) => [...doc.querySelectorAll('[data-promotion], [data-offer]')];
const promotionLinks = (doc: Document, siteCode: string) =>
  [...doc.querySelectorAll('a[href]')]
    .map((a) => new URL(a.getAttribute('href')!, `http://${hostOf(siteCode)}/`))
    .filter((url) => url.host === hostOf(siteCode))
    .map((url) => ({ url, found: match(site(siteCode), url.pathname) }));

describe('Sweden: only the welcome offer (welcome-offer-only)', () => {
  it('no MCSE page reached from home lists, links or promotes a promotion other than the welcome offer, nor a leaderboard', async () => {
    expect(marketRule('sv', 'welcome-offer-only')).toBeDefined();
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const perRoute = new Map<string, number>();
    const failures: string[] = [];
    let welcomeSeen = 0;
    while (queue.length > 0) {
      const batch = queue.splice(0, 8);
      await Promise.all(
        batch.map(async (pathname) => {
          const res = await httpGet(port, hostOf('MCSE'), pathname);
          if (res.status !== 200) return;
          const doc = new window.DOMParser().parseFromString(res.body, 'text/html') as unknown as Document;
          for (const offer of offersIn(doc)) {
            const kind = offer.getAttribute('data-offer');
            if (kind === 'welcome') welcomeSeen++;
            else failures.push(`${pathname}: ${offer.getAttribute('data-promotion') ?? 'banner'} is a '${kind}' offer`);
          }
          for (const { url, found } of promotionLinks(doc, 'MCSE')) {
            if (/\/leaderboard\//.test(url.pathname)) failures.push(`${pathname}: links a leaderboard ${url.pathname}`);
            if (found.kind !== 'page' || seen.has(url.pathname)) continue;
            // Every route, but only a few pages of each (a game page is like the next).
            const count = perRoute.get(found.route.key) ?? 0;
            if (count >= 3) continue;
            perRoute.set(found.route.key, count + 1);
            seen.add(url.pathname);
            queue.push(url.pathname);
          }
        }),
      );
    }
    expect(perRoute.get('promotion'), 'the crawl reaches the welcome offer page').toBeGreaterThan(0);
    expect(welcomeSeen).toBeGreaterThan(1);
    expect(failures).toEqual([]);
  });
});

describe('United Kingdom: wagering cap, significant terms, BeGambleAware, bonus spins', () => {
  const culture = 'en-GB';

  it('every MCUK offer shows the significant terms of what it is next to its call to action, wagering at most the cap, with BeGambleAware', async () => {
    const cap = marketRule(culture, 'wagering-cap')!.multiplier;
    const list = await page('MCUK', path(culture, 'promotions'));
    const slugs = [...list.querySelectorAll('[data-promotion]')].map((card) => card.getAttribute('data-promotion')!);
    expect(slugs.length).toBeGreaterThan(1);
    const docs = [
      list,
      await page('MCUK', '/'),
      ...(await Promise.all(slugs.map((slug) => page('MCUK', path(culture, 'promotion', { promotionSlug: slug }))))),
    ];
    // What each kind of offer states (the deposit bonus's four terms only for a deposit bonus: a race has a prize pool).
    const expected: Record<string, RegExp> = {
      'deposit-bonus': /\d+% match.*Min\. deposit £\d+.*Max\. bonus £\d+.*Wagering \d+× the bonus.*Expires after \d+ days/,
      cashback: /\d+% of your weekly net losses from £\d+, up to £\d+.*Credited every Monday.*Wagering \d+× the bonus.*Expires after \d+ days/,
      race: /Prize pool £[\d,]+.*Opt in, then every £1 staked on the selected slots scores a point/,
    };
    let checked = 0;
    for (const doc of docs) {
      for (const offer of offersIn(doc)) {
        const name = offer.getAttribute('data-promotion') ?? `banner ${offer.getAttribute('data-offer')}`;
        expect(text(offer), name).toContain('BeGambleAware');
        if (offer.getAttribute('data-offer') === 'general') continue;
        const terms = offer.querySelector('[data-significant-terms]');
        expect(terms, `${name}: significant terms`).not.toBeNull();
        const type = terms!.getAttribute('data-significant-terms')!;
        expect(expected[type], `${name}: ${type}`).toBeDefined();
        expect(text(terms!), name).toMatch(expected[type]!);
        const wagering = terms!.querySelector('[data-term="wagering"]');
        if (wagering) expect(Number(wagering.getAttribute('data-multiplier')), name).toBeLessThanOrEqual(cap);
        // Next to its call to action: the same card, page section or slide holds both.
        const cta = offer.querySelector('[data-cta], a.button');
        if (offer.getAttribute('data-state') !== 'ended') expect(cta, `${name}: call to action`).not.toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(slugs.length);
  });

  it('no MCUK offer or bonus term says "free spins"', async () => {
    const docs = [await page('MCUK', path(culture, 'promotions')), await page('MCUK', '/'), await page('MCUK', path(culture, 'bonus'))];
    const texts = docs.flatMap((doc) => [...offersIn(doc), ...doc.querySelectorAll('[data-market]')].map(text));
    expect(texts.length).toBeGreaterThan(5);
    for (const offerText of texts) expect(bannedCopy(culture, offerText, 'offers'), offerText).toEqual([]);
  });

  it('states the UK bonus terms at 10× the bonus, without the 72-hour clause', async () => {
    const doc = await page('MCUK', path(culture, 'bonus'));
    for (const code of ['uk', 'uk-welcome']) {
      const terms = text(doc.querySelector(`[data-market="${code}"]`)!);
      expect(terms, code).toContain('10× the bonus');
      expect(terms, code).not.toMatch(/72|deposit plus bonus/);
    }
    expect(text(doc.querySelector('main')!)).toContain('BeGambleAware');
  });
});

describe('Denmark: Spil ansvarligt, StopSpillet and ROFUS on bonus content (promotion-notice)', () => {
  it('MCDK bonus page, offer banners and leaderboards carry the notice (MCDK has no promotions route)', async () => {
    expect(routeExists('promotions', 'da')).toBe(false);
    const docs = [await page('MCDK', path('da', 'bonus')), await page('MCDK', '/'), await page('MCDK', path('da', 'leaderboard', { slug: 'slot-turnering' }))];
    const parts = [docs[0]!.querySelector('main')!, ...offersIn(docs[1]!), docs[2]!.querySelector('main')!];
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) for (const needed of ['Spil ansvarligt', 'StopSpillet', '70 22 28 25', 'ROFUS']) expect(text(part)).toContain(needed);
  });
});

describe('Spain: "Juega con responsabilidad" and no "gratis" on offers', () => {
  it('every MCES promotional banner and offer carries the notice and no banned word', async () => {
    const list = await page('MCES', path('es', 'promotions'));
    const slugs = [...list.querySelectorAll('[data-promotion]')].map((card) => card.getAttribute('data-promotion')!);
    const docs = [
      list,
      await page('MCES', '/'),
      await page('MCES', path('es', 'bonus')),
      ...(await Promise.all(slugs.map((slug) => page('MCES', path('es', 'promotion', { promotionSlug: slug }))))),
    ];
    const offers = docs.flatMap(offersIn);
    expect(offers.length).toBeGreaterThan(slugs.length * 2);
    expect(offers.some((offer) => offer.getAttribute('data-offer') === 'welcome' && offer.matches('[data-offer]:not([data-promotion])'))).toBe(true);
    for (const offer of offers) {
      expect(text(offer), offer.getAttribute('data-promotion') ?? 'banner').toContain('Juega con responsabilidad');
      expect(bannedCopy('es', text(offer), 'offers'), text(offer)).toEqual([]);
    }
    const bonus = docs[2]!.querySelector('main')!;
    expect(text(bonus)).toContain('Juega con responsabilidad');
    expect(bannedCopy('es', [...bonus.querySelectorAll('[data-market]')].map(text).join(' '), 'offers')).toEqual([]);
  });
});

describe('bonus terms in the currency they are stated in, never the visitor culture one', () => {
  it('shows each bonus page its own terms in their currency: kroner in Denmark, pounds in the UK, the default terms in € or $', async () => {
    for (const [siteCode, culture, code, currency] of [
      ['MCDK', 'da', 'denmark', /\bkr\./],
      ['MCUK', 'en-GB', 'uk', /£/],
      ['MC', 'en', 'default', /€/],
      ['MC', 'en-CA', 'default', /\$/],
    ] as const) {
      const doc = await page(siteCode, path(culture, 'bonus'));
      expect(text(doc.querySelector(`[data-market="${code}"]`)!), culture).toMatch(currency);
      expect(doc.querySelectorAll('[data-market]').length, culture).toBe(code === 'uk' ? 2 : 1);
    }
  });
});
