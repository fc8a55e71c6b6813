// Renders deploy/nginx/*.template into a prefix directory and runs nginx from it as the current
// user (ports above 1024, pid, logs, temp and cache files under the prefix): the bench uses it,
// and an operator can render the production snippet with the CLI at the bottom.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GAME_FILTER_PARAMS } from '@mc/sites/game-filter';
import { resolveSite } from '@mc/sites/resolve-site';
import type { Site } from '@mc/sites/site-schema';
import { loadConfig } from '../../apps/web/server/load-config.ts';

/** The templates beside this file. */
const TEMPLATES = fileURLToPath(new URL('.', import.meta.url));

export interface FrontOptions {
  /** nginx `listen` value: `127.0.0.1:8300`, `80`… */
  listen: string;
  /** host:port of each web instance. */
  upstreams: readonly string[];
  cacheDir: string;
  cacheMaxSize?: string;
  /** Secret of the X-Cache-Refresh header; random (so unusable) when not given. */
  refreshToken?: string;
  /** Networks allowed to POST /__revalidate through nginx. */
  revalidateAllow?: readonly string[];
  /** The instances' site configuration (their `loadConfig(env).sites`): nginx answers exactly these sites' hosts. */
  sites: readonly Site[];
}

/**
 * The names the front answers: every site's host and aliases, without port and lower case, as
 * nginx's `$host` has them (it keys pages on it and forwards it as Host). Each must lead the
 * instances back to its own site: two sites told apart only by port would share cache entries.
 */
export function siteServerNames(sites: readonly Site[]): string[] {
  const names = new Set<string>();
  for (const site of sites) {
    for (const authority of [site.host, ...site.aliases]) {
      const name = new URL(`http://${authority}/`).hostname;
      const resolved = resolveSite(sites, name);
      if (resolved.localCode !== site.localCode)
        throw new Error(`nginx front: host ${name} of ${site.localCode} reaches the instances as ${resolved.localCode}; give each site host names of its own`);
      names.add(name);
    }
  }
  return [...names];
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return value;
  });
}

/** A raw query that holds a category filter parameter (game-filter.ts), as nginx's regex: such a page is keyed with its query. */
export function filterArgsPattern(): string {
  return `(^|&)(${Object.values(GAME_FILTER_PARAMS).join('|')})=`;
}

/** The production snippet (upstream, cache, keys, servers). */
export function renderFront(options: FrontOptions): string {
  const template = readFileSync(join(TEMPLATES, 'mondo-casino.conf.template'), 'utf8');
  return fill(template, {
    UPSTREAM_SERVERS: options.upstreams.map((server) => `    server ${server} max_fails=1 fail_timeout=2s;`).join('\n'),
    CACHE_DIR: options.cacheDir,
    CACHE_MAX_SIZE: options.cacheMaxSize ?? '2g',
    REFRESH_TOKEN: options.refreshToken ?? randomBytes(24).toString('hex'),
    LISTEN: options.listen,
    SERVER_NAMES: siteServerNames(options.sites).join(' '),
    REVALIDATE_ALLOW: (options.revalidateAllow ?? ['127.0.0.1']).map((network) => `        allow ${network};`).join('\n'),
    FILTER_ARGS_PATTERN: filterArgsPattern(),
  });
}

/**
 * Writes `<prefix>/nginx.conf` (standalone main file) and `<prefix>/conf.d/<name>.conf` for each
 * site file; returns the main file's path. `user`: only for a master started as root, which
 * then runs its workers as that user; the bench starts nginx unprivileged and leaves it out.
 */
export function writeNginxPrefix(
  prefix: string,
  sites: Record<string, string>,
  { workers = '1', accessLog = 'off', user }: { workers?: string; accessLog?: string; user?: string } = {},
): string {
  for (const dir of ['logs', 'conf.d', 'tmp']) mkdirSync(join(prefix, dir), { recursive: true });
  const main = fill(readFileSync(join(TEMPLATES, 'nginx.conf.template'), 'utf8'), {
    USER_LINE: user ? `user ${user};` : '# no `user`: the master runs unprivileged, as the user who started it',
    WORKERS: workers,
    PREFIX: prefix,
    ACCESS_LOG: accessLog,
  });
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, main);
  for (const [name, text] of Object.entries(sites)) writeFileSync(join(prefix, 'conf.d', `${name}.conf`), text);
  return file;
}

const runs = (binary: string) => spawnSync(binary, ['-v'], { stdio: 'ignore' }).status === 0;
/** Debian's nginx (`NGINX_BIN` overrides); `HAS_NGINX` says whether it runs here. */
export const NGINX = process.env.NGINX_BIN ?? (runs('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
export const HAS_NGINX = runs(NGINX);

/**
 * Who nginx runs as: the current user, or `nobody` when started as root (a container), so the
 * front never runs privileged; its prefix is handed to that user.
 */
export function nginxUser(): { uid: number; gid: number; name: string } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534), name: 'nobody' };
}

function chownTree(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry), uid, gid);
}

/**
 * How to run nginx from a rendered prefix: hands the prefix to `nginxUser()` and returns the
 * arguments (`-e`: not even the start-up log touches /var/log) and the ids to spawn it with.
 */
export function nginxLaunch(confFile: string, prefix: string): { args: string[]; ids: { uid?: number; gid?: number } } {
  const user = nginxUser();
  if (user) chownTree(prefix, user.uid, user.gid);
  return { args: ['-c', confFile, '-p', prefix, '-e', join(prefix, 'logs/error.log')], ids: user ? { uid: user.uid, gid: user.gid } : {} };
}

/** A bench-only server: the saved page files as plain static files (the nginx baseline). */
export function staticSite(listen: string, root: string): string {
  return `server {
    listen ${listen};
    root ${root};
    charset utf-8;
    location / {
        default_type text/html;
        try_files $uri $uri/index.html =404;
    }
}
`;
}

// CLI: npx tsx deploy/nginx/nginx-config.ts --listen 80 --upstreams 127.0.0.1:3001,127.0.0.1:3002
//   --cache-dir /var/cache/nginx/mondo --refresh-token <secret>
// The server names come from the site configuration of the environment, read as the instances
// read it (SITES_CONFIG_FILE, SITE_<CODE>_HOST, SITE_<CODE>_ALIASES…): run it with their settings.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = new Map<string, string>();
  for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
  const need = (name: string) => args.get(name) ?? (console.error(`missing --${name}`), process.exit(2));
  process.stdout.write(
    renderFront({
      listen: need('listen'),
      upstreams: need('upstreams').split(','),
      sites: loadConfig(process.env).sites,
      cacheDir: args.get('cache-dir') ?? '/var/cache/nginx/mondo',
      cacheMaxSize: args.get('cache-max-size'),
      refreshToken: args.get('refresh-token'),
      revalidateAllow: args.get('revalidate-allow')?.split(','),
    }),
  );
}
