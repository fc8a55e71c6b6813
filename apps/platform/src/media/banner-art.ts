import { createRandom } from '../lib/prng.ts';

export interface Palette {
  from: string;
  to: string;
  accent: string;
  light: string;
}

export type Device = 'desktop' | 'mobile';
export type Layer = 'bg' | 'fg';

/**
 * spec/catalogue.md section 9: background 1920x472, foreground desktop 1920x292, mobile
 * background 750x360, mobile foreground height 360 (game page 145; 210 for sv and de-DE).
 */
export function bannerSize(device: Device, layer: Layer, gamePage: boolean, culture: string | undefined): { width: number; height: number } {
  if (device === 'desktop') return layer === 'bg' ? { width: 1920, height: 472 } : { width: 1920, height: 292 };
  if (layer === 'bg') return { width: 750, height: 360 };
  if (!gamePage) return { width: 750, height: 360 };
  return { width: 750, height: culture === 'sv' || culture === 'de-DE' ? 210 : 145 };
}

/**
 * Original abstract art: a gradient with soft light for backgrounds, a few bold shapes (chips,
 * stars, rings) on a transparent canvas for foregrounds. Few shapes, so WebP stays small.
 */
export function bannerSvg(width: number, height: number, layer: Layer, palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const parts: string[] = [];
  if (layer === 'bg') {
    parts.push(
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    );
    parts.push(
      `<radialGradient id="l"><stop offset="0" stop-color="${palette.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient></defs>`,
    );
    parts.push(`<rect width="${width}" height="${height}" fill="url(#g)"/>`);
    for (let i = 0; i < 5; i++) {
      const r = height * (0.3 + random.next() * 0.6);
      parts.push(
        `<circle cx="${Math.round(width * (0.45 + random.next() * 0.55))}" cy="${Math.round(height * random.next())}" r="${Math.round(r)}" fill="url(#l)"/>`,
      );
    }
    const x = Math.round(width * 0.55);
    parts.push(
      `<path d="M${x} ${height} L${x + height * 0.6} 0 L${x + height * 0.9} 0 L${x + height * 0.3} ${height} Z" fill="${palette.light}" opacity="0.08"/>`,
    );
  } else {
    const unit = Math.min(width, height * 3) / 10;
    for (let i = 0; i < 6; i++) {
      const cx = Math.round(width * (0.55 + random.next() * 0.4));
      const cy = Math.round(height * (0.2 + random.next() * 0.6));
      const r = Math.round(unit * (0.3 + random.next() * 0.5));
      const kind = random.int(0, 2);
      if (kind === 0) {
        parts.push(
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accent}" stroke="${palette.light}" stroke-width="${Math.max(2, r / 6)}" stroke-dasharray="${r / 2} ${r / 3}"/>`,
        );
      } else if (kind === 1) {
        const points = Array.from({ length: 10 }, (_, k) => {
          const radius = k % 2 === 0 ? r : r * 0.45;
          const angle = (Math.PI / 5) * k - Math.PI / 2;
          return `${Math.round(cx + radius * Math.cos(angle))},${Math.round(cy + radius * Math.sin(angle))}`;
        });
        parts.push(`<polygon points="${points.join(' ')}" fill="${palette.light}"/>`);
      } else {
        parts.push(
          `<rect x="${cx - r * 0.7}" y="${cy - r}" width="${r * 1.4}" height="${r * 2}" rx="${r / 5}" fill="#ffffff" stroke="${palette.accent}" stroke-width="${Math.max(2, r / 8)}" transform="rotate(${random.int(-20, 20)} ${cx} ${cy})"/>`,
        );
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
