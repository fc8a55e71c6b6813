/** App icons of the manifests (generated from this artwork at build: scripts/build-pwa.ts). */
export const ICONS = [
  { size: 192, maskable: false, file: 'static/icons/icon-192.png' },
  { size: 512, maskable: false, file: 'static/icons/icon-512.png' },
  { size: 512, maskable: true, file: 'static/icons/icon-maskable-512.png' },
  { size: 180, maskable: false, file: 'static/icons/apple-touch-icon.png' },
] as const;

/**
 * The favicon: a small PNG of the same emblem. An SVG favicon is a document of its own that
 * the page's main thread lays out and rasterises (measured: a 25 ms task after first paint).
 */
export const FAVICON = { size: 32, file: 'static/icons/favicon-32.png' } as const;
export const FAVICON_HREF = `/${FAVICON.file}`;

export const THEME_COLOR = '#0d0b1a';
export const BACKGROUND_COLOR = '#0d0b1a';

/** The brand emblem; maskable icons keep it inside the 80 % safe zone on a full background. */
export function iconSvg(maskable: boolean): string {
  const scale = maskable ? 0.62 : 0.86;
  const offset = (512 - 512 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="${maskable ? 0 : 112}" fill="${BACKGROUND_COLOR}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})">
<circle cx="256" cy="256" r="236" fill="#1b1535"/>
<circle cx="256" cy="256" r="200" fill="none" stroke="#ffd54a" stroke-width="40" stroke-dasharray="48 30"/>
<circle cx="256" cy="256" r="150" fill="#ffd54a"/>
<path d="M176 344V170h34l46 82 46-82h34v174h-38V240l-42 74-42-74v104z" fill="#1a1400"/>
</g></svg>`;
}
