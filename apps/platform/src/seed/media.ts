import type { Db } from '../db/database.ts';
import { hashString } from '../lib/prng.ts';
import { bannerSize, bannerSvg, type Device, type Layer } from '../media/banner-art.ts';
import { svgToWebp } from '../media/render.ts';
import { BANNER_SECTIONS, GAME_PAGE_SECTION } from '../media/sections.ts';

interface MediaRow {
  section: string;
  device: Device;
  layer: Layer;
  variant: string;
  bytes: Buffer;
  etag: string;
}

/** Every section × device × layer, plus the two game-page mobile foreground heights. */
export async function renderBannerMedia(): Promise<MediaRow[]> {
  const jobs: { section: string; device: Device; layer: Layer; variant: string; width: number; height: number }[] = [];
  for (const section of Object.keys(BANNER_SECTIONS)) {
    for (const device of ['desktop', 'mobile'] as const) {
      for (const layer of ['bg', 'fg'] as const) {
        jobs.push({ section, device, layer, variant: 'default', ...bannerSize(device, layer, false, undefined) });
      }
    }
  }
  for (const culture of ['en', 'sv']) {
    const size = bannerSize('mobile', 'fg', true, culture);
    jobs.push({ section: GAME_PAGE_SECTION, device: 'mobile', layer: 'fg', variant: `h${size.height}`, ...size });
  }
  // All at once: libvips renders on its own threads, also while the caller's synchronous
  // inserts hold the event loop.
  const rendered = await Promise.all(
    jobs.map((job) => svgToWebp(bannerSvg(job.width, job.height, job.layer, BANNER_SECTIONS[job.section]!, hashString(`${job.section}:${job.layer}`)))),
  );
  const rows: MediaRow[] = jobs.map((job, index) => ({
    section: job.section,
    device: job.device,
    layer: job.layer,
    variant: job.variant,
    ...rendered[index]!,
  }));
  return rows;
}

export function insertBannerMedia(db: Db, rows: readonly MediaRow[]): void {
  const insert = db.prepare('INSERT INTO banner_media (section, device, layer, variant, mime, bytes, etag) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const row of rows) insert.run(row.section, row.device, row.layer, row.variant, 'image/webp', row.bytes, row.etag);
}
