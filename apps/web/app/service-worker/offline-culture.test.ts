import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { offlineCulture, precacheForBrand } from './offline-culture.ts';

describe('offline page culture', () => {
  it('follows the locale prefix on the registering site, else its default culture', () => {
    expect(offlineCulture(DEFAULT_SITES, 'MC', '/en-CA/live-casino/')).toBe('en-CA');
    expect(offlineCulture(DEFAULT_SITES, 'MC', '/live-casino/')).toBe('en');
    expect(offlineCulture(DEFAULT_SITES, 'MCDK', '/hjaelp/')).toBe('da');
    expect(offlineCulture(DEFAULT_SITES, 'MCDK', '/en-CA/x/')).toBe('da');
    expect(offlineCulture(DEFAULT_SITES, null, '/')).toBe('en');
  });
});

describe('precache per brand', () => {
  const entries = [
    { url: 'assets/entry.client-abc.js', revision: null },
    ...DEFAULT_SITES.flatMap((site) => site.cultures.map((culture) => ({ url: `static/offline/${culture.code}.html`, revision: 'r' }))),
    'static/icons/icon-192.png',
  ];
  const offlineOf = (kept: readonly (string | { url: string })[]) =>
    kept.map((entry) => (typeof entry === 'string' ? entry : entry.url)).filter((url) => url.includes('/offline/'));

  it("keeps the shell and icons, and only the registering site's offline pages", () => {
    expect(offlineOf(precacheForBrand(entries, DEFAULT_SITES, 'MCES'))).toEqual(['static/offline/es.html']);
    expect(precacheForBrand(entries, DEFAULT_SITES, 'MCES')).toContainEqual({ url: 'assets/entry.client-abc.js', revision: null });
    expect(precacheForBrand(entries, DEFAULT_SITES, 'MCES')).toContain('static/icons/icon-192.png');
    const mc = DEFAULT_SITES.find((site) => site.localCode === 'MC')!;
    expect(offlineOf(precacheForBrand(entries, DEFAULT_SITES, 'MC'))).toEqual(mc.cultures.map((culture) => `static/offline/${culture.code}.html`));
  });

  it('every site keeps an offline page for each culture its visitors can land on, and none of another site', () => {
    for (const site of DEFAULT_SITES) {
      const kept = offlineOf(precacheForBrand(entries, DEFAULT_SITES, site.localCode));
      expect(kept).toHaveLength(site.cultures.length);
      for (const culture of site.cultures) expect(kept).toContain(`static/offline/${offlineCulture(DEFAULT_SITES, site.localCode, culture.route || '/')}.html`);
    }
    // An unknown brand in the worker's URL falls back to the first site, as the offline page does.
    expect(offlineOf(precacheForBrand(entries, DEFAULT_SITES, 'nope'))).toEqual(
      offlineOf(precacheForBrand(entries, DEFAULT_SITES, DEFAULT_SITES[0]!.localCode)),
    );
  });
});
