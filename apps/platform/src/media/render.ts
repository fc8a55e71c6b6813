import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** SVG → WebP. Quality 70 keeps a 1920x472 background around 5–20 KB. */
export async function svgToWebp(svg: string): Promise<{ bytes: Buffer; etag: string }> {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 70, alphaQuality: 80, effort: 2 }).toBuffer();
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"` };
}
