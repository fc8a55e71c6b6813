// Where things are: the repository root and the bench's output folder.
import { dirname, join } from 'node:path';
import { WEB_ENTRY } from '../stack.mjs';

export { PLATFORM_ENTRY, WEB_ENTRY } from '../stack.mjs';
export const ROOT = new URL('../../', import.meta.url).pathname;
export const OUT_DIR = join(ROOT, 'artifacts/bench');
/** The web build measured: apps/web/$WEB_BUILD_DIR (default build), the one scripts/stack.mjs starts. */
export const WEB_BUILD = dirname(dirname(WEB_ENTRY));
