import { describe, expect, it } from 'vitest';
import { DEFAULT_SITES } from './default-sites.ts';
import { applySiteOverrides, overridesFromEnv } from './site-overrides.ts';
import { SiteConfigError, validateSites } from './site-schema.ts';
import { configuredTags, fakeTagSources, TAG_NAMES, tagCspOrigins, VENDOR_TAG_SOURCES } from './tag-sources.ts';

const sites = validateSites(DEFAULT_SITES);
const site = (code: string) => sites.find((s) => s.localCode === code)!;

describe('tag sources', () => {
  it('gives every site the real vendors by default', () => {
    for (const s of sites) expect(s.thirdPartySettings.tagSources).toEqual(VENDOR_TAG_SOURCES);
  });

  it('configures a tag only where the site sets its id (click-fraud protection: its flag)', () => {
    expect(configuredTags(site('MCUK').thirdPartySettings)).toEqual([...TAG_NAMES]);
    expect(configuredTags(site('MCDE').thirdPartySettings)).toEqual(['analytics', 'socialPixel', 'heatMap', 'adPlatform', 'sessionRecording']);
    const none = { ...site('MC').thirdPartySettings, analyticsAccountId: '', adPlatform: { advertiserId: 'a', universalPixelId: '', logPixel: true } };
    expect(configuredTags(none)).not.toContain('analytics');
    expect(configuredTags(none)).not.toContain('adPlatform');
  });

  it("lists exactly the configured tags' beacon and frame origins, per site", () => {
    const uk = tagCspOrigins(site('MCUK').thirdPartySettings);
    expect(uk.beacons).toContain('https://monitor.clickcease.com');
    expect(uk.beacons).toContain('https://analytics.twitter.com');
    expect(uk.frames).toEqual(['https://insight.adsrvr.org']);
    const de = tagCspOrigins(site('MCDE').thirdPartySettings);
    expect(de.beacons).not.toContain('https://monitor.clickcease.com');
    expect(de.beacons).not.toContain('https://analytics.twitter.com');
    expect(new Set(uk.beacons).size).toBe(uk.beacons.length);
    const nothing = { ...site('MCDE').thirdPartySettings, analyticsAccountId: '', heatMapAccountId: '', sessionRecording: { accountId: '' } };
    const withoutAds = {
      ...nothing,
      socialPixel: { ...nothing.socialPixel, accountId: '' },
      adPlatform: { advertiserId: '', universalPixelId: '', logPixel: false },
    };
    expect(tagCspOrigins(withoutAds)).toEqual({ beacons: [], frames: [] });
  });

  it('points every tag at a fake of its own with SITE_TAGS_ORIGIN', () => {
    const fakes = fakeTagSources('http://{vendor}.tags.localhost:4100');
    expect(fakes.heatMap).toEqual({
      script: 'http://heat-map.tags.localhost:4100/fake-tags/heat-map.js?id={id}',
      beacons: ['http://heat-map.tags.localhost:4100'],
      frames: [],
    });
    expect(fakes.adPlatform.frames).toEqual(['http://ad-platform.tags.localhost:4100']);
    expect(fakes.adPlatform.endpoint).toBe('http://ad-platform.tags.localhost:4100/fake-tags/ad-platform/');
    const overridden = validateSites(applySiteOverrides(DEFAULT_SITES, overridesFromEnv({ SITE_TAGS_ORIGIN: 'http://{vendor}.tags.localhost:4100' })));
    for (const s of overridden) expect(s.thirdPartySettings.tagSources).toEqual(fakes);
    expect(overridden[0]!.thirdPartySettings.analyticsAccountId).toBe(sites[0]!.thirdPartySettings.analyticsAccountId);
    const single = fakeTagSources('http://127.0.0.1:4100/');
    expect(new Set(TAG_NAMES.map((name) => single[name].beacons[0]))).toEqual(new Set(['http://127.0.0.1:4100']));
  });

  it('refuses origins with a path, a wildcard other than a leading *., or a script URL that is not http(s)', () => {
    const withSource = (source: unknown) =>
      applySiteOverrides(DEFAULT_SITES, { MC: { thirdPartySettings: { tagSources: { ...VENDOR_TAG_SOURCES, heatMap: source } } } });
    for (const beacons of [['https://a.example/path'], ['https://a.*.example'], ['ftp://a.example'], ['https://A.example']]) {
      expect(() => validateSites(withSource({ script: 'https://a.example/x.js', beacons, frames: [] }))).toThrow(
        /MC\.thirdPartySettings\.tagSources\.heatMap\.beacons/,
      );
    }
    expect(() => validateSites(withSource({ script: 'javascript:alert(1)', beacons: [], frames: [] }))).toThrow(SiteConfigError);
    expect(() => validateSites(withSource({ script: 'https://a.example/x.js#f', beacons: [], frames: [] }))).toThrow(SiteConfigError);
    expect(() =>
      validateSites(withSource({ script: 'https://a.example/c/hotjar-{id}.js?sv=6', beacons: ['wss://*.a.example', 'http://x.localhost:4100'], frames: [] })),
    ).not.toThrow();
  });
});
