/** Banner constants (spec/catalogue.md section 9). */
export const BANNER = {
  defaultIntervalMs: 3000,
  swipeMinPx: 50,
  transitionMs: 300,
  desktopMinWidth: 768,
  desktopBg: { width: 1920, height: 472 },
  desktopFg: { width: 1920, height: 292 },
  mobileBg: { width: 750, height: 360 },
  mobileFg: { width: 750, height: 360 },
  gamePageMobileFgHeight: 145,
  /** Game pages in sv and de-DE use a taller mobile foreground. */
  gamePageMobileFgHeightTall: 210,
} as const;

export const DESKTOP_MEDIA = `(min-width: ${BANNER.desktopMinWidth}px)`;
export const MOBILE_MEDIA = `(max-width: ${BANNER.desktopMinWidth - 0.02}px)`;
