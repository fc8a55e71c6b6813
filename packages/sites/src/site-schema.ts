import { z } from 'zod';
import { CULTURE_CODES, langOfCode } from './culture-codes.ts';

/** Brand local codes of the six sites (spec/shell.md section 3). */
export const SITE_CODES = ['MC', 'MCDE', 'MCUK', 'MCDK', 'MCSE', 'MCES'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/,
    'must be a lower-case host name (with an optional port), without scheme or path',
  );

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .refine((value) => !value.includes('?') && !value.includes('#'), 'must not carry a query or fragment');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const countryIso2 = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code');
const currencyIso = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code');
/** An external link, or '' where the site has none (empty links are hidden). */
const optionalLink = z.union([z.literal(''), httpUrl]);

export const cultureSchema = z.object({
  code: z.enum(CULTURE_CODES),
  /** Path prefix: '' for the site's default culture, '/en-CA' style otherwise. */
  route: z.string().regex(/^(\/[a-z]{2}(-[A-Z]{2})?)?$/, "must be '' or '/xx' or '/xx-YY'"),
  /** The locale name the back ends know (en-ROW for international English). */
  locale: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,3})?$/),
  lang: z.string().regex(/^[a-z]{2}$/),
  name: z.string().min(1),
  defaultCountry: countryIso2,
  /** Brand code this culture reports to tracking (MCDK for Danish). */
  localCode: z.string().regex(/^[A-Z]{2,6}$/),
  currency: currencyIso,
  /** IANA time zone dates are shown in; fixed per culture so cached pages are the same for everyone. */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone'),
  disableCountry: z.boolean().optional(),
  feedbacksEnabled: z.boolean().optional(),
  usePnpRegistration: z.boolean().optional(),
});

/**
 * A CSP source for a tag's traffic: `scheme://host[:port]`, the host optionally with a leading
 * `*.` (vendors spread beacons over numbered subdomains); no path, so it names an origin only.
 */
const tagOrigin = z
  .string()
  .regex(/^(https?|wss?):\/\/(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/, 'must be scheme://host[:port] (a leading *. allowed), without a path');

/** A tag's loader URL: http(s), no fragment; `{id}` stands for the site's account id of the tag. */
const tagScriptUrl = z.string().refine((value) => {
  try {
    const url = new URL(value.replaceAll('{id}', 'id'));
    return (url.protocol === 'https:' || url.protocol === 'http:') && !value.includes('#');
  } catch {
    return false;
  }
}, 'must be an http(s) URL without a fragment ({id} allowed)');

/** Where one tag is loaded from and what it contacts: the site's CSP is built from these (tag-sources.ts). */
export const tagSourceSchema = z.object({
  script: tagScriptUrl,
  /** Origins the tag sends beacons, pixels or requests to: connect-src and img-src. */
  beacons: z.array(tagOrigin),
  /** Origins the tag opens frames on: frame-src. */
  frames: z.array(tagOrigin),
  /** Base URL the site's own loader code sends to (the ad platform's pixel and frame); its origin must be among beacons or frames. */
  endpoint: httpUrl.optional(),
});

export const tagSourcesSchema = z.object({
  analytics: tagSourceSchema,
  socialPixel: tagSourceSchema,
  clickFraud: tagSourceSchema,
  microblog: tagSourceSchema,
  heatMap: tagSourceSchema,
  adPlatform: tagSourceSchema,
  sessionRecording: tagSourceSchema,
});

export const thirdPartySettingsSchema = z.object({
  analyticsAccountId: z.string(),
  socialPixel: z.object({
    accountId: z.string(),
    leadEventName: z.string(),
    pageViewEventName: z.string(),
    ctaEventName: z.string(),
  }),
  clickFraudProtectionEnabled: z.boolean(),
  socialNetworkTagIds: z.array(z.string()),
  heatMapAccountId: z.string(),
  adPlatform: z.object({
    advertiserId: z.string(),
    universalPixelId: z.string(),
    logPixel: z.boolean(),
  }),
  sessionRecording: z.object({ accountId: z.string() }),
  /** Each tag's loader URL and the origins it contacts (defaults: the real vendors, VENDOR_TAG_SOURCES; `SITE_TAGS_ORIGIN`: local fakes). */
  tagSources: tagSourcesSchema,
});

export const siteSchema = z
  .object({
    localCode: z.enum(SITE_CODES),
    name: z.string().min(1),
    host: hostname,
    aliases: z.array(hostname),
    /** Base URL of the site API ("api host"); site API paths are resolved against it. */
    apiHost: httpUrl,
    defaultCountry: countryIso2,
    /** The separate secure play platform of this site. */
    platformUrl: httpUrl,
    isDefault: z.boolean(),
    /**
     * Who may play a game for fun (demo) on this market: anyone, or only a logged-in,
     * age-verified player (UKGC: no free play before age verification; DGOJ; GlüStV 2021 § 6j).
     * Real-money play always needs a logged-in player.
     */
    demoPlay: z.enum(['anyone', 'verified-player']),
    socialLinks: z.object({
      twitter: optionalLink,
      instagram: optionalLink,
      facebook: optionalLink,
      youtube: optionalLink,
    }),
    thirdPartySettings: thirdPartySettingsSchema,
    cultures: z.array(cultureSchema).min(1),
  })
  .superRefine((site, ctx) => {
    const defaults = site.cultures.filter((culture) => culture.route === '');
    if (defaults.length !== 1 || site.cultures[0]?.route !== '') {
      ctx.addIssue({
        code: 'custom',
        path: ['cultures'],
        message: "the first culture, and only that one, must have the empty route prefix ''",
      });
    }
    const prefixes = new Set<string>();
    site.cultures.forEach((culture, index) => {
      if (prefixes.has(culture.route)) {
        ctx.addIssue({ code: 'custom', path: ['cultures', index, 'route'], message: `duplicate prefix '${culture.route}'` });
      }
      prefixes.add(culture.route);
      // Per-language copy (seed texts, widget messages, glossaries) is keyed by the code's language subtag.
      if (culture.lang !== langOfCode(culture.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cultures', index, 'lang'],
          message: `must be '${langOfCode(culture.code)}', the language of '${culture.code}'`,
        });
      }
    });
  });

export type Culture = z.infer<typeof cultureSchema>;
export type ThirdPartySettings = z.infer<typeof thirdPartySettingsSchema>;
export type TagSource = z.infer<typeof tagSourceSchema>;
export type Site = z.infer<typeof siteSchema>;

export const sitesSchema = z.array(siteSchema).superRefine((sites, ctx) => {
  const defaults = sites.filter((site) => site.isDefault);
  if (defaults.length !== 1) {
    ctx.addIssue({ code: 'custom', path: [], message: 'exactly one site must be isDefault' });
  }
  const hosts = new Map<string, string>();
  const cultures = new Map<string, string>();
  for (const site of sites) {
    for (const host of [site.host, ...site.aliases]) {
      const owner = hosts.get(host);
      if (owner) {
        ctx.addIssue({ code: 'custom', path: [], message: `${site.localCode}.host: '${host}' is already used by ${owner}` });
      }
      hosts.set(host, site.localCode);
    }
    for (const culture of site.cultures) {
      const owner = cultures.get(culture.code);
      if (owner) {
        ctx.addIssue({ code: 'custom', path: [], message: `${site.localCode}.cultures: '${culture.code}' is already served by ${owner}` });
      }
      cultures.set(culture.code, site.localCode);
    }
  }
});

/** Thrown for an invalid configuration; the message names the site and the field. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/**
 * Validates the site configurations. Every problem is reported as
 * `<site code>.<field path>: <reason>` so an operator knows what to fix.
 */
export function validateSites(input: unknown): Site[] {
  const result = sitesSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const [index, ...rest] = issue.path;
    if (typeof index !== 'number') return issue.message;
    const entry = Array.isArray(input) ? (input[index] as { localCode?: unknown } | undefined) : undefined;
    const siteName = typeof entry?.localCode === 'string' ? entry.localCode : `sites[${index}]`;
    return `${siteName}.${rest.join('.') || '(site)'}: ${issue.message}`;
  });
  throw new SiteConfigError(`Invalid site configuration:\n  ${lines.join('\n  ')}`);
}
