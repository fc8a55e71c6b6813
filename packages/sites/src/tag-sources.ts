import type { TagSource, ThirdPartySettings } from './site-schema.ts';

/**
 * The third-party tags a site may configure (spec/shell.md sections 3 and 7). This module is
 * plain data and functions (no zod): the browser's tag loader and the server's CSP both read it,
 * so what loads and what the policy allows cannot drift apart.
 */
export const TAG_NAMES = ['analytics', 'socialPixel', 'clickFraud', 'microblog', 'heatMap', 'adPlatform', 'sessionRecording'] as const;
export type TagName = (typeof TAG_NAMES)[number];

/** File-name form of each tag (the fakes' paths, logs). */
export const TAG_SLUGS: Readonly<Record<TagName, string>> = {
  analytics: 'analytics',
  socialPixel: 'social-pixel',
  clickFraud: 'click-fraud',
  microblog: 'microblog',
  heatMap: 'heat-map',
  adPlatform: 'ad-platform',
  sessionRecording: 'session-recording',
};

/**
 * The real vendors' loaders and the origins they send to, as their CSP guides list them: the
 * default of every site. `{id}` in a script URL is the site's account id for that tag.
 */
export const VENDOR_TAG_SOURCES: Readonly<Record<TagName, TagSource>> = {
  analytics: {
    script: 'https://www.googletagmanager.com/gtag/js?id={id}',
    beacons: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    frames: [],
  },
  socialPixel: { script: 'https://connect.facebook.net/en_US/fbevents.js', beacons: ['https://www.facebook.com', 'https://connect.facebook.net'], frames: [] },
  clickFraud: { script: 'https://www.clickcease.com/monitor/stat.js', beacons: ['https://monitor.clickcease.com'], frames: [] },
  microblog: {
    script: 'https://static.ads-twitter.com/uwt.js',
    beacons: ['https://analytics.twitter.com', 'https://t.co', 'https://ads-api.twitter.com'],
    frames: [],
  },
  heatMap: {
    script: 'https://static.hotjar.com/c/hotjar-{id}.js?sv=6',
    beacons: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    frames: [],
  },
  adPlatform: {
    script: 'https://js.adsrvr.org/up_loader.1.1.0.js',
    beacons: ['https://insight.adsrvr.org', 'https://match.adsrvr.org'],
    frames: ['https://insight.adsrvr.org'],
    endpoint: 'https://insight.adsrvr.org/track/',
  },
  sessionRecording: { script: 'https://www.clarity.ms/tag/{id}', beacons: ['https://*.clarity.ms', 'https://c.bing.com'], frames: [] },
};

/**
 * Every tag pointed at a local fake (apps/platform/src/fake-tags): `npm start` and the tests
 * never reach a vendor. `{vendor}` in the origin becomes the tag's slug, so each tag can have an
 * origin of its own (`http://{vendor}.tags.localhost:4100`) and the CSP is checked per tag.
 */
export function fakeTagSources(originTemplate: string): Record<TagName, TagSource> {
  const sources = {} as Record<TagName, TagSource>;
  for (const name of TAG_NAMES) {
    const origin = new URL(originTemplate.replace('{vendor}', TAG_SLUGS[name])).origin;
    sources[name] = {
      script: `${origin}/fake-tags/${TAG_SLUGS[name]}.js?id={id}`,
      beacons: [origin],
      // The ad platform's fake, like the real one, opens a frame on its own origin.
      frames: name === 'adPlatform' ? [origin] : [],
      ...(name === 'adPlatform' ? { endpoint: `${origin}/fake-tags/ad-platform/` } : {}),
    };
  }
  return sources;
}

/** The ids and switches of a site's tags, without where they load from (what the browser also gets). */
export type TagIds = Omit<ThirdPartySettings, 'tagSources'>;

/** The account id that goes into a tag's script URL (`{id}`); '' when the tag has none. */
export function tagAccountId(settings: TagIds, name: TagName): string {
  switch (name) {
    case 'analytics':
      return settings.analyticsAccountId;
    case 'socialPixel':
      return settings.socialPixel.accountId;
    case 'clickFraud':
      return '';
    case 'microblog':
      return settings.socialNetworkTagIds[0] ?? '';
    case 'heatMap':
      return settings.heatMapAccountId;
    case 'adPlatform':
      return settings.adPlatform.advertiserId;
    case 'sessionRecording':
      return settings.sessionRecording.accountId;
  }
}

/** Whether the site uses the tag at all: an account id is set (click-fraud protection: its flag). */
export function isTagConfigured(settings: TagIds, name: TagName): boolean {
  if (name === 'clickFraud') return settings.clickFraudProtectionEnabled;
  if (name === 'adPlatform') return settings.adPlatform.advertiserId !== '' && settings.adPlatform.universalPixelId !== '';
  return tagAccountId(settings, name) !== '';
}

export function configuredTags(settings: TagIds): TagName[] {
  return TAG_NAMES.filter((name) => isTagConfigured(settings, name));
}

export interface TagCspOrigins {
  /** connect-src and img-src: where the tags send beacons and pixels. */
  beacons: string[];
  /** frame-src: where they open frames. */
  frames: string[];
}

/**
 * What a site's CSP must add for its tags: exactly the beacon and frame origins of the tags it
 * configures, whatever the visitor consents to (the policy travels with a cached page).
 */
export function tagCspOrigins(settings: ThirdPartySettings): TagCspOrigins {
  const tags = configuredTags(settings).map((name) => settings.tagSources[name]);
  const unique = (values: string[]) => [...new Set(values)];
  return { beacons: unique(tags.flatMap((tag) => tag.beacons)), frames: unique(tags.flatMap((tag) => tag.frames)) };
}
