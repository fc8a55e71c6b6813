import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { hrefDynamic } from '@mc/sites/href';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { httpGet } from '../http-get.ts';
import { DOM_HOOKS } from '../../app/lib/dom-hooks.ts';

/**
 * Banner locations on the real pages (docs/banners.md): each location's list on its pages, only
 * banners whose date window holds now (the tests' banners on the en home page: open, ended,
 * future), each with its end for the browser; and the bank-transfer page, the same for everyone.
 */
const port = inject('webPort');
const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
afterAll(() => window.happyDOM.close());

const hostOf = (code: string) => `${code.toLowerCase()}.localhost:${port}`;
const cultureOf = (code: string) => DEFAULT_SITES.flatMap((site) => site.cultures).find((culture) => culture.code === code)!;

async function page(site: string, path: string) {
  const res = await httpGet(port, hostOf(site), path);
  expect(res.status, `${site} ${path}`).toBe(200);
  return { res, doc: new window.DOMParser().parseFromString(res.body, 'text/html') as unknown as Document };
}
const list = (doc: Document, location: string) => doc.querySelector(`[data-banner-list="${location}"]`);
const bannerIds = (doc: Document, location: string) =>
  [...(list(doc, location)?.querySelectorAll('[data-banner-id]') ?? [])].map((item) => item.getAttribute('data-banner-id'));

describe('banner locations', () => {
  it('home-page: the home game banners, only those whose window holds now, each with its end', async () => {
    const { doc } = await page('MC', '/');
    const ids = bannerIds(doc, 'home-page');
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toContain('test-window-open');
    expect(ids).not.toContain('test-window-ended');
    expect(ids).not.toContain('test-window-future');
    expect(list(doc, 'home-page')?.querySelector('h2')?.textContent).toBe('Featured games');
    const open = list(doc, 'home-page')!.querySelector('[data-banner-id="test-window-open"]')!;
    expect(Number(open.getAttribute('data-banner-end'))).toBeGreaterThan(Date.now());
    for (const item of list(doc, 'home-page')!.querySelectorAll('[data-banner-id]')) {
      expect(item.hasAttribute('data-banner-end'), item.getAttribute('data-banner-id')!).toBe(true);
      expect(item.querySelector('h3')?.textContent, item.getAttribute('data-banner-id')!).toBeTruthy();
    }
    // The tests' banners are the en home page's alone.
    expect(bannerIds((await page('MCUK', '/')).doc, 'home-page').some((id) => id?.startsWith('test-window'))).toBe(false);
  });

  it('game-banners: on a game page, without the game itself', async () => {
    const home = (await page('MC', '/')).doc;
    const gameLink = list(home, 'home-page')!.querySelector<HTMLAnchorElement>('[data-banner-id^="home-"] a')!.getAttribute('href')!;
    const slug = gameLink.split('/').filter(Boolean).at(-1);
    const { doc } = await page('MC', gameLink);
    const ids = bannerIds(doc, 'game-banners');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(`game-${slug}`);
    // Lazy as the page's other images: a placeholder until the art nears the viewport (native lazy
    // loading fetched the first banner, well below a phone's fold, during the load).
    const images = [...list(doc, 'game-banners')!.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.getAttribute(DOM_HOOKS.lazySrc)).toMatch(/\/img\/locations\/[\w-]+\.webp$/);
      expect(image.getAttribute('src')).toMatch(/^data:image\//);
    }
  });

  it('blog-post-main and blog-post: on the blog’s main page and its posts, the offers banner with the market’s promotion notice', async () => {
    const blog = (await page('MCUK', hrefDynamic({ route: 'blog', culture: cultureOf('en-GB') }))).doc;
    const main = list(blog, 'blog-post-main');
    expect(bannerIds(blog, 'blog-post-main')).toEqual(['blog-main-offers']);
    expect(main?.querySelector('[data-offer="general"] [data-promotion-notice]')).not.toBeNull();
    const postHref = blog.querySelector<HTMLAnchorElement>('[data-post-link]')!.getAttribute('href')!;
    const post = (await page('MCUK', postHref)).doc;
    expect(bannerIds(post, 'blog-post')).toContain('blog-post-offers');
    expect(bannerIds(post, 'blog-post').length).toBe(2);
    // Spain: the same lists, in Spanish.
    const es = (await page('MCES', hrefDynamic({ route: 'blog', culture: cultureOf('es') }))).doc;
    expect(list(es, 'blog-post-main')?.querySelector('h2')?.textContent).toBe('No te lo pierdas');
  });

  it('none where a page has no location', async () => {
    const { doc } = await page('MCUK', hrefDynamic({ route: 'promotions', culture: cultureOf('en-GB') }));
    expect(doc.querySelector('[data-banner-list]')).toBeNull();
  });
});

describe('the bank-transfer payment page', () => {
  it('is the same shared page for everyone: the guest’s hint, no account details, no cookie, cacheable', async () => {
    const path = hrefDynamic({ route: 'payment', culture: cultureOf('en-GB'), params: { paymentSlug: 'bank-transfer' } });
    const { res, doc } = await page('MCUK', path);
    const panel = doc.querySelector('[data-bank-transfer]');
    expect(panel?.getAttribute('data-bank-transfer')).toBe('guest');
    expect(panel?.textContent).toContain('Log in to see our bank details and your personal payment reference.');
    expect(res.body).not.toMatch(/GB29NWBK|MCUK-[0-9A-F]{10}/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(String(res.headers['cache-control'])).toMatch(/public/);
    const again = await httpGet(port, hostOf('MCUK'), path, { cookie: 'Aname=partner; _ga=GA1.1.1.1' });
    expect(again.body).toBe(res.body);
    // Other methods have no such part.
    const card = await page('MCUK', hrefDynamic({ route: 'payment', culture: cultureOf('en-GB'), params: { paymentSlug: 'card' } }));
    expect(card.doc.querySelector('[data-bank-transfer]')).toBeNull();
  });
});
