import { SITE_CODES, type Site, type SiteCode } from './site-schema.ts';
import { fakeTagSources } from './tag-sources.ts';

/** What an operator may change per site without touching code. */
export interface SiteOverride {
  host?: string;
  aliases?: string[];
  apiHost?: string;
  platformUrl?: string;
  socialLinks?: Partial<Site['socialLinks']>;
  thirdPartySettings?: Partial<Site['thirdPartySettings']>;
}

export type SiteOverrides = Partial<Record<SiteCode, SiteOverride>>;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads per-site overrides from the environment:
 * `SITE_<CODE>_HOST`, `SITE_<CODE>_ALIASES` (comma separated), `SITE_<CODE>_API_HOST`,
 * `SITE_<CODE>_PLATFORM_URL`; and `REFERENCE_API_ORIGIN`, which points every site's API
 * host (`<origin>/sites/<code>/`) and play platform (`<origin>/play/<code>/`) at the reference platform;
 * `SITE_TAGS_ORIGIN`, which points every site's third-party tags at the reference platform's
 * fakes (`{vendor}` in it becomes each tag's slug, giving each tag an origin of its own).
 */
export function overridesFromEnv(env: Env): SiteOverrides {
  const overrides: SiteOverrides = {};
  const referenceOrigin = env.REFERENCE_API_ORIGIN?.replace(/\/+$/, '');
  const tagSources = env.SITE_TAGS_ORIGIN ? fakeTagSources(env.SITE_TAGS_ORIGIN) : undefined;
  for (const code of SITE_CODES) {
    const override: SiteOverride = {};
    if (referenceOrigin) {
      override.apiHost = referenceApiHost(referenceOrigin, code);
      override.platformUrl = referencePlatformUrl(referenceOrigin, code);
    }
    if (tagSources) override.thirdPartySettings = { tagSources };
    const host = env[`SITE_${code}_HOST`];
    const aliases = env[`SITE_${code}_ALIASES`];
    const apiHost = env[`SITE_${code}_API_HOST`];
    const platformUrl = env[`SITE_${code}_PLATFORM_URL`];
    if (host) override.host = host;
    if (aliases !== undefined)
      override.aliases = aliases
        .split(',')
        .map((alias) => alias.trim())
        .filter(Boolean);
    if (apiHost) override.apiHost = apiHost;
    if (platformUrl) override.platformUrl = platformUrl;
    if (Object.keys(override).length > 0) overrides[code] = override;
  }
  return overrides;
}

/** The reference platform selects the site by this path prefix (see apps/platform/openapi.yaml). */
export function referenceApiHost(origin: string, code: SiteCode): string {
  return `${origin.replace(/\/+$/, '')}/sites/${code.toLowerCase()}/`;
}

/** The reference platform's minimal play platform of a site (apps/platform/src/play). */
export function referencePlatformUrl(origin: string, code: SiteCode): string {
  return `${origin.replace(/\/+$/, '')}/play/${code.toLowerCase()}/`;
}

/**
 * Applies overrides (later ones win) and returns plain data for `validateSites`.
 * An override for an unknown site code is an error rather than silently ignored.
 */
export function applySiteOverrides(sites: readonly Site[], ...layers: unknown[]): unknown[] {
  const known = new Set<string>(sites.map((site) => site.localCode));
  for (const layer of layers) {
    if (layer === undefined) continue;
    if (typeof layer !== 'object' || layer === null || Array.isArray(layer)) {
      throw new Error('Site overrides must be an object keyed by site code');
    }
    for (const code of Object.keys(layer)) {
      if (!known.has(code)) throw new Error(`Site overrides name an unknown site '${code}' (known: ${[...known].join(', ')})`);
    }
  }
  return sites.map((site) => {
    let merged: Record<string, unknown> = structuredClone(site) as unknown as Record<string, unknown>;
    for (const layer of layers) {
      const override = (layer as Record<string, unknown> | undefined)?.[site.localCode];
      if (override === undefined) continue;
      if (typeof override !== 'object' || override === null) {
        throw new Error(`${site.localCode}: override must be an object`);
      }
      merged = mergeOverride(merged, override as Record<string, unknown>);
    }
    return merged;
  });
}

function mergeOverride(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    const bothObjects =
      typeof value === 'object' && value !== null && !Array.isArray(value) && typeof current === 'object' && current !== null && !Array.isArray(current);
    result[key] = bothObjects ? mergeOverride(current as Record<string, unknown>, value as Record<string, unknown>) : value;
  }
  return result;
}

/**
 * Local preset: every site's canonical host becomes `{code}.localhost:{port}` (served over
 * http), its production hosts stay as aliases. Used by `npm start` and the tests so canonical
 * URLs, sitemaps and hreflang links point at pages that really answer on this machine.
 */
export function localHostsOverride(sites: readonly Site[], port: number): SiteOverrides {
  const overrides: SiteOverrides = {};
  for (const site of sites) {
    overrides[site.localCode] = {
      host: `${site.localCode.toLowerCase()}.localhost:${port}`,
      aliases: [site.host, ...site.aliases],
    };
  }
  return overrides;
}
