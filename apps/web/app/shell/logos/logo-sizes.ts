/**
 * Rendered sizes (CSS pixels) of the page-frame marks. Each size is defined once here and
 * used both as the SVG `width`/`height` attributes and by `logoSize()`, so the layout can
 * reserve the space before the SVG paints (no layout shift).
 */
export interface LogoSize {
  readonly width: number;
  readonly height: number;
}

export const LOGO_SIZES = {
  brand: { width: 168, height: 40 },
  mga: { width: 104, height: 40 },
  ukgc: { width: 148, height: 40 },
  age18: { width: 40, height: 40 },
  saferGambling: { width: 126, height: 40 },
  selfExclusionUk: { width: 118, height: 40 },
  spelpaus: { width: 102, height: 40 },
  spelgranser: { width: 114, height: 40 },
  sjalvtest: { width: 114, height: 40 },
  spillemyndigheden: { width: 142, height: 40 },
  rofus: { width: 100, height: 40 },
  stopspillet: { width: 108, height: 40 },
  juegoSeguro: { width: 88, height: 40 },
  jugarBien: { width: 80, height: 40 },
  ggl: { width: 114, height: 40 },
  checkDeinSpiel: { width: 132, height: 40 },
} as const satisfies Record<string, LogoSize>;

/** Sizes of the small glyphs (social links, payment fallback); not part of the logo catalogue. */
export const ICON_SIZES = {
  social: { width: 24, height: 24 },
  paymentPlaceholder: { width: 48, height: 32 },
} as const satisfies Record<string, LogoSize>;

export type LogoSizeName = keyof typeof LOGO_SIZES;
