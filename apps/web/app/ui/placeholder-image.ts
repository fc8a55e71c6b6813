/**
 * A transparent GIF with the given aspect ratio: an image's placeholder that lays out exactly
 * as the real image will (`height: auto` and the width/height attributes use its natural
 * ratio) for 60 bytes. Its logical screen is the ratio in the smallest whole numbers (400x300
 * becomes 4x3): the browser decodes a placeholder to a bitmap of that size, and a full-size one
 * was measured at 16 ms of paint each. Its one frame is a single transparent pixel.
 */
export function placeholderSrc(width: number, height: number): string {
  const [w, h] = smallestRatio(clampSize(width), clampSize(height));
  const bytes = [
    ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
    w & 0xff,
    w >> 8,
    h & 0xff,
    h >> 8,
    0x80,
    0x00,
    0x00, // logical screen: size, a 2-entry colour table
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00, // the colour table
    0x21,
    0xf9,
    0x04,
    0x01,
    0x00,
    0x00,
    0x00,
    0x00, // graphic control: colour 0 is transparent
    0x2c,
    0x00,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00, // one 1x1 frame at 0,0
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // its LZW data
    0x3b, // trailer
  ];
  return `data:image/gif;base64,${btoa(String.fromCharCode(...bytes))}`;
}

function clampSize(value: number): number {
  return Math.min(Math.max(Math.round(value), 1), 0xffff);
}

/** width:height in lowest terms; above 255 on the longer side, scaled down to it (within 2 % for ratios up to 8:1). */
function smallestRatio(width: number, height: number): [number, number] {
  const divisor = gcd(width, height);
  let [w, h] = [width / divisor, height / divisor];
  const scale = Math.max(w, h) / 255;
  if (scale > 1) [w, h] = [Math.max(1, Math.round(w / scale)), Math.max(1, Math.round(h / scale))];
  return [w, h];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
