import { siteOrigin } from '@mc/sites/resolve-site';
import { localHostsOverride } from '@mc/sites/site-overrides';
import { SITES } from './lib/markets.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Which browser origins may call the platform cross-origin. */
export interface CorsPolicy {
  /** Exact origins (`scheme://host[:port]`, lower case, as browsers send them). */
  origins: ReadonlySet<string>;
  /** Also any local origin (`http://*.localhost:*`, loopback): development without a configured list. */
  anyLocalOrigin: boolean;
}

const LOCAL_ORIGIN = /^http:\/\/(?:localhost|(?:[a-z0-9-]+\.)+localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null = null;
      try {
        url = new URL(entry);
      } catch {
        // reported below
      }
      const bare = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if (!url || !bare) throw new Error(`PLATFORM_CORS_ORIGINS: '${entry}' is not an origin (http(s)://host[:port], comma separated)`);
      return url.origin;
    });
}

/**
 * The sites' own origins: production hosts and aliases as shipped in @mc/sites, unless
 * PLATFORM_CORS_ORIGINS lists the origins instead (an operator's real hosts).
 */
function configuredOrigins(env: Env): string[] {
  if (env.PLATFORM_CORS_ORIGINS) return parseOrigins(env.PLATFORM_CORS_ORIGINS);
  return SITES.flatMap((site) => [site.host, ...site.aliases]).map((host) => siteOrigin({ host }));
}

/**
 * `PLATFORM_SITES_LOCAL_PORTS` mirrors the web app's `SITES_LOCAL_PORT`: the sites are served as
 * `http://{code}.localhost:{port}` (the same local preset), and those pages call the platform.
 * A list, because one platform may serve several web apps (the bench's instances, nginx in front).
 */
function localSiteOrigins(env: Env): string[] {
  const ports = (env.PLATFORM_SITES_LOCAL_PORTS ?? '')
    .split(',')
    .map((port) => port.trim())
    .filter(Boolean);
  return ports.flatMap((port) => {
    if (!/^\d{2,5}$/.test(port) || Number(port) > 65535) throw new Error(`PLATFORM_SITES_LOCAL_PORTS: '${port}' is not a port (comma-separated ports)`);
    return Object.values(localHostsOverride(SITES, Number(port))).flatMap((override) => (override?.host ? [siteOrigin({ host: override.host })] : []));
  });
}

export function readCorsPolicy(env: Env, development: boolean): CorsPolicy {
  return {
    origins: new Set([...configuredOrigins(env), ...localSiteOrigins(env)]),
    anyLocalOrigin: development && !env.PLATFORM_CORS_ORIGINS,
  };
}

export function allowsOrigin(policy: CorsPolicy, origin: string): boolean {
  return policy.origins.has(origin) || (policy.anyLocalOrigin && LOCAL_ORIGIN.test(origin));
}
