import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build` writes the bundle, relative to the built platform (dist/*.js). */
const BUILT_BUNDLE = './widget/account-widget.js';

let bundle: Promise<string> | null = null;

/**
 * The widget's browser bundle. The built platform reads the file scripts/build.mjs wrote; from
 * sources (Vitest, tsx) it is built once with esbuild's API, with the same options.
 */
export function widgetBundle(): Promise<string> {
  bundle ??= load().catch((error: unknown) => {
    bundle = null;
    throw error;
  });
  return bundle;
}

/** This module's folder (a string URL: under happy-dom, `URL` is not Node's). */
const here = (): string => path.dirname(fileURLToPath(import.meta.url));

async function load(): Promise<string> {
  if (!import.meta.url.endsWith('.ts')) return readFile(path.join(here(), BUILT_BUNDLE), 'utf8');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(here(), 'entry.ts')],
    bundle: true,
    write: false,
    // Keep in step with scripts/build.mjs.
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('account widget: esbuild wrote no bundle');
  return file.text;
}
