// After `react-router build`: app icons, an offline page per culture and the service worker
// (bundled, with the precache manifest of the app shell injected). Output in build/client.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { injectManifest } from '@serwist/build';
import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { build } from 'esbuild';
import sharp from 'sharp';
import { messageChain, mergeMessages } from '../app/lib/i18n/message-chain.ts';
import { FAVICON, ICONS, iconSvg } from '../app/service-worker/app-icon.ts';
import { offlinePageHtml } from '../app/service-worker/offline-page.ts';
import { readFileSync } from 'node:fs';
import { readClientGraph } from './client-graph.ts';

const root = new URL('..', import.meta.url).pathname;
const client = join(root, process.env.WEB_BUILD_DIR ?? 'build', 'client');

await mkdir(join(client, 'static/icons'), { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(iconSvg(icon.maskable)))
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(join(client, icon.file));
}
await sharp(Buffer.from(iconSvg(false)))
  .resize(FAVICON.size, FAVICON.size)
  .png({ compressionLevel: 9 })
  .toFile(join(client, FAVICON.file));

const pwa = (locale: string) => {
  try {
    return JSON.parse(readFileSync(join(root, 'messages', locale, 'pwa.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};
await mkdir(join(client, 'static/offline'), { recursive: true });
for (const site of DEFAULT_SITES) {
  for (const culture of site.cultures) {
    const messages = mergeMessages(...messageChain(culture.code).map(pwa)) as { offlineTitle: string; offlineText: string; retry: string };
    await writeFile(
      join(client, 'static/offline', `${culture.code}.html`),
      offlinePageHtml({ lang: culture.locale === 'en-ROW' ? 'en' : culture.code, siteName: site.name, ...messages }),
    );
  }
}

// The app shell: the client entry with its static imports and the stylesheet. Islands'
// chunks and React load only when a page needs them, and the service worker caches them then.
const { shell } = readClientGraph(client);

const swSource = join(client, 'service-worker.src.js');
await build({
  entryPoints: [join(root, 'app/service-worker/sw.ts')],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  outfile: swSource,
  logLevel: 'warning',
});
const { count, size, warnings } = await injectManifest({
  swSrc: swSource,
  swDest: join(client, 'service-worker.js'),
  globDirectory: client,
  globPatterns: [...shell, 'static/offline/*.html', 'static/icons/*.png'],
  maximumFileSizeToCacheInBytes: 512 * 1024,
});
await import('node:fs/promises').then((fs) => fs.rm(swSource));
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB), ${ICONS.length} icons, offline pages for every culture`);
