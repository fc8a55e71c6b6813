import { readFileSync } from 'node:fs';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { applySiteOverrides, localHostsOverride, overridesFromEnv } from '@mc/sites/site-overrides';
import { validateSites } from '@mc/sites/site-schema';
import type { AppConfig, ServiceUrls } from '../app/lib/app-config.ts';
import { SITE_VERSION } from '../app/lib/site-version.ts';
import { addressList } from './client-address.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Who may reach the revalidation endpoint when the operator names nobody: this machine. */
const LOOPBACK = '127.0.0.1, ::1';

/**
 * Site configuration = shipped defaults, then the local-hosts preset (`SITES_LOCAL_PORT`),
 * then the operator's JSON file (`SITES_CONFIG_FILE`), then `SITE_<CODE>_*` variables.
 * Fails at start with a message naming the site and field.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const layers: unknown[] = [];
  const localPort = env.SITES_LOCAL_PORT;
  if (localPort) {
    if (!/^\d{2,5}$/.test(localPort)) throw new Error(`SITES_LOCAL_PORT must be a port number, got '${localPort}'`);
    layers.push(localHostsOverride(DEFAULT_SITES, Number(localPort)));
  }
  if (env.SITES_CONFIG_FILE) {
    try {
      layers.push(JSON.parse(readFileSync(env.SITES_CONFIG_FILE, 'utf8')));
    } catch (error) {
      throw new Error(`SITES_CONFIG_FILE ${env.SITES_CONFIG_FILE}: ${(error as Error).message}`);
    }
  }
  layers.push(overridesFromEnv(env));
  const sites = validateSites(applySiteOverrides(DEFAULT_SITES, ...layers));
  const mode = env.NODE_ENV === 'development' ? 'development' : 'production';
  return {
    sites,
    version: SITE_VERSION,
    emulation: env.EMULATION === undefined ? mode === 'development' : env.EMULATION === '1',
    mode,
    services: serviceUrls(env),
    imageCdn: optionalUrl(env, 'IMAGE_CDN_URL'),
    redisUrl: redisUrl(env),
    revalidateToken: env.REVALIDATE_TOKEN && env.REVALIDATE_TOKEN.length >= 16 ? env.REVALIDATE_TOKEN : null,
    previewSecret: env.PREVIEW_SECRET && env.PREVIEW_SECRET.length >= 16 ? env.PREVIEW_SECRET : null,
    previewApiToken: env.PREVIEW_API_TOKEN || null,
    revalidateAllow: addressList(env.REVALIDATE_ALLOW ?? LOOPBACK, 'REVALIDATE_ALLOW'),
    trustedProxies: env.TRUSTED_PROXIES ? addressList(env.TRUSTED_PROXIES, 'TRUSTED_PROXIES') : null,
    securityHeaders: env.SECURITY_HEADERS !== '0',
  };
}

const SERVICE_PATHS = {
  geo: 'geo',
  currency: 'currency',
  userContext: 'user-context',
  maintenance: 'maintenance',
  logger: 'logger',
  tracking: 'tracking',
} as const;

/**
 * Shared services: `SERVICE_<NAME>_URL` each, else `REFERENCE_API_ORIGIN/<name>/`, else the
 * production placeholders.
 */
function serviceUrls(env: Env): ServiceUrls {
  const origin = env.REFERENCE_API_ORIGIN?.replace(/\/+$/, '');
  const entries = Object.entries(SERVICE_PATHS).map(([name, path]) => {
    const variable = `SERVICE_${path.replace('-', '_').toUpperCase()}_URL`;
    const url = optionalUrl(env, variable) ?? (origin ? `${origin}/${path}/` : `https://${path}.mondocasino.example/`);
    return [name, url.endsWith('/') ? url : `${url}/`];
  });
  return Object.fromEntries(entries) as unknown as ServiceUrls;
}

function redisUrl(env: Env): string | null {
  const value = env.REDIS_URL;
  if (!value) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(value)) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got '${value.replace(/\/\/[^@/]*@/, '//***@')}'`);
  return value;
}

function optionalUrl(env: Env, name: string): string | null {
  const value = env[name];
  if (!value) return null;
  if (!/^https?:\/\/[^\s]+$/.test(value)) throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return value;
}
