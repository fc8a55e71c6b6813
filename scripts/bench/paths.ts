// Where things are: the repository root and the bench's output folder.
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const OUT_DIR = join(ROOT, 'artifacts/bench');
/** The web build measured: apps/web/$WEB_BUILD_DIR (default build), as scripts/stack.mjs. */
export const WEB_BUILD = join(ROOT, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
export const WEB_ENTRY = join(WEB_BUILD, 'server/index.js');
export const PLATFORM_ENTRY = join(ROOT, 'apps/platform/dist/main.js');
