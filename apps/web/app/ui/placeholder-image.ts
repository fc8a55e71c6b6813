/**
 * A transparent GIF that declares the given size: an image's placeholder that keeps its
 * natural aspect ratio (so `height: auto` and the width/height attributes lay out exactly as
 * the real image will) for 60 bytes, decoded off the main thread. The GIF's logical screen is
 * width × height; its one frame is a single transparent pixel.
 */
export function placeholderSrc(width: number, height: number): string {
  const w = clampSize(width);
  const h = clampSize(height);
  const bytes = [
    ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
    w & 0xff, w >> 8, h & 0xff, h >> 8, 0x80, 0x00, 0x00, // logical screen: size, a 2-entry colour table
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, // the colour table
    0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, // graphic control: colour 0 is transparent
    0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, // one 1x1 frame at 0,0
    0x02, 0x02, 0x44, 0x01, 0x00, // its LZW data
    0x3b, // trailer
  ];
  return `data:image/gif;base64,${btoa(String.fromCharCode(...bytes))}`;
}

function clampSize(value: number): number {
  return Math.min(Math.max(Math.round(value), 1), 0xffff);
}
