import { createHash } from 'node:crypto';
import sharp, { type WebpOptions } from 'sharp';

/**
 * SVG → WebP. Quality 70 keeps a 1920x472 background around 5–20 KB. `options` override the
 * defaults (the generated-art routes in routes/images.ts pass their own per kind).
 */
export async function svgToWebp(svg: string, options: WebpOptions = {}): Promise<{ bytes: Buffer; etag: string }> {
  const bytes = await sharp(Buffer.from(svg))
    .webp({ quality: 70, alphaQuality: 80, effort: 2, ...options })
    .toBuffer();
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"` };
}
