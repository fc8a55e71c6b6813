import type { ReactNode } from 'react';

/**
 * Every mark and glyph of the page frame as data: name → size, default accessible name and
 * drawing. One component draws them all (logo.tsx). The marks are the house's own neutral
 * designs; none imitates an authority's or a service's real logo.
 *
 * Sizes are CSS pixels, used as the SVG `width`/`height` attributes and its viewBox, so the
 * layout reserves the space before the SVG paints (no layout shift).
 */
export interface LogoSize {
  readonly width: number;
  readonly height: number;
}

/**
 * One line of badge text. `width` is the designed line width (set as `textLength`), so the
 * line fits the badge whatever system font the visitor has.
 */
export interface BadgeLine {
  readonly text: string;
  readonly y: number;
  readonly size: number;
  readonly width: number;
  readonly bold?: boolean;
}

export type LogoEntry = { readonly size: LogoSize; readonly label: string } & (
  | /** The house badge: light outline, gold pictogram (24×24, placed at 8,8), one or two lines of text. */
    { readonly kind: 'badge'; readonly icon: ReactNode; readonly lines: readonly BadgeLine[] }
    /** A drawing of its own; `pill` places the site-label suffix (the brand's "UK", "DE"…). */
  | { readonly kind: 'mark'; readonly art: ReactNode; readonly pill?: { readonly x: number } }
  /** A currentColor line glyph, decorative by default (the link around it carries the name). */
  | { readonly kind: 'glyph'; readonly art: ReactNode }
);

/** The site's dark palette; marks use light text and outlines, never pure black. */
export const INK = '#f3f1ff';
export const MUTED = '#c9c3ea';
export const GOLD = '#ffd54a';
export const SURFACE = '#1b1535';

// Badge pictograms, drawn in a 24×24 box; the stroke is gold from the badge's group.

/** Licence: a shield with a tick. */
const SHIELD = (
  <>
    <path d="M12 2.5 19.5 5.5v5.8c0 4.8-3.2 8.4-7.5 10.2-4.3-1.8-7.5-5.4-7.5-10.2V5.5z" />
    <path d="m8.6 12 2.4 2.4 4.4-4.6" />
  </>
);

/** Self-exclusion: a pause sign in a ring. */
const PAUSE = (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.8 8.5v7M14.2 8.5v7" strokeWidth="2.2" />
  </>
);

/** Safer gambling: a heart. */
const HEART = <path d="M12 19.5s-7.5-4.4-7.5-9.6A4 4 0 0 1 12 7.6a4 4 0 0 1 7.5 2.3c0 5.2-7.5 9.6-7.5 9.6z" />;

/** Play limits: two sliders. */
const SLIDERS = (
  <>
    <path d="M3.5 8h17M3.5 16h17" />
    <circle cx="9" cy="8" r="2.6" fill={SURFACE} />
    <circle cx="15.5" cy="16" r="2.6" fill={SURFACE} />
  </>
);

/** Self test: a sheet with a tick. */
const TEST_SHEET = (
  <>
    <rect x="5" y="3" width="14" height="18" rx="2.5" />
    <path d="m8.7 12.3 2.3 2.3 4.3-4.5M9 6.8h6" />
  </>
);

/** Helpline / help service: a speech bubble. */
const CHAT = (
  <>
    <path d="M6.5 4h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5v-7A2.5 2.5 0 0 1 6.5 4z" />
    <path d="M8.5 10h.01M12 10h.01M15.5 10h.01" strokeWidth="2.4" />
  </>
);

/** Twelve-point rosette outline for seals, computed once. */
const ROSETTE = Array.from({ length: 24 }, (_, i) => {
  const r = i % 2 === 0 ? 11 : 9.2;
  const a = (i * Math.PI) / 12;
  return `${(12 + r * Math.sin(a)).toFixed(1)} ${(12 - r * Math.cos(a)).toFixed(1)}`;
}).join(' ');

/** Seal: a rosette holding a glyph. */
const seal = (glyph: ReactNode) => (
  <>
    <polygon points={ROSETTE} />
    {glyph}
  </>
);

const MARK_HEIGHT = 40;
const markSize = (width: number): LogoSize => ({ width, height: MARK_HEIGHT });
const SOCIAL: LogoSize = { width: 24, height: 24 };

/** Light ring, gold inner ring, light numerals. */
const ageMark = (years: number) =>
  ({
    kind: 'mark',
    size: markSize(40),
    label: `${years}+`,
    art: (
      <>
        <circle cx="20" cy="20" r="19" fill={SURFACE} stroke={INK} strokeOpacity="0.8" strokeWidth="1.5" />
        <circle cx="20" cy="20" r="15.5" fill="none" stroke={GOLD} strokeWidth="1.2" />
        <text x="20" y="25" textAnchor="middle" fontSize="14" fontWeight="700" fill={INK} textLength="24" lengthAdjust="spacingAndGlyphs">
          {years}+
        </text>
      </>
    ),
  }) as const;

const badge = (width: number, label: string, icon: ReactNode, lines: readonly BadgeLine[]) => ({
  kind: 'badge' as const,
  size: markSize(width),
  label,
  icon,
  lines,
});

/** Keys are what market data names (shell/market/market-frame.ts `RegulatoryMark.logo`). */
export const LOGO_TABLE = {
  /** "Mondo Casino" wordmark with a roulette-coin emblem bearing an "M"; gold on dark. */
  brand: {
    kind: 'mark',
    size: markSize(168),
    label: 'Mondo Casino',
    pill: { x: 116 },
    art: (
      <>
        <circle cx="20" cy="20" r="18.5" fill={SURFACE} stroke={GOLD} strokeWidth="2" />
        <circle cx="20" cy="20" r="14" fill="none" stroke={GOLD} strokeOpacity="0.5" strokeWidth="3" strokeDasharray="1.22 1.22" />
        <circle cx="20" cy="20" r="10.5" fill={GOLD} />
        <text x="20" y="24.3" textAnchor="middle" fontSize="12" fontWeight="700" fill={SURFACE} textLength="11" lengthAdjust="spacingAndGlyphs">
          M
        </text>
        <text x="46" y="22" fontSize="20" fontWeight="700" fill={GOLD} textLength="64" lengthAdjust="spacingAndGlyphs">
          Mondo
        </text>
        <text x="47" y="35" fontSize="9" fontWeight="700" fill={INK} textLength="62" lengthAdjust="spacing">
          CASINO
        </text>
      </>
    ),
  },
  /** Regulator mark of the international site (not the authority's logo); the frame passes its lines in the page's language. */
  mga: badge(104, 'MGA – Licensed in Malta', SHIELD, [
    { text: 'MGA', y: 20, size: 14, width: 33, bold: true },
    { text: 'Licensed in Malta', y: 30.5, size: 7.5, width: 58 },
  ]),
  /** UK regulator mark (not the Commission's logo). */
  ukgc: badge(148, 'Gambling Commission – licensed and regulated', SHIELD, [
    { text: 'Gambling Commission', y: 19, size: 9.5, width: 103, bold: true },
    { text: 'Licensed & regulated', y: 30.5, size: 7.5, width: 70 },
  ]),
  /** Round legal-age marks (markets.ts 'legal-age'): 18+ in most markets, 19+ in Canada. */
  age18: ageMark(18),
  age19: ageMark(19),
  /** UK safer-gambling support. */
  saferGambling: badge(126, 'Safer Gambling', HEART, [
    { text: 'Safer Gambling', y: 19, size: 11, width: 81, bold: true },
    { text: 'Play responsibly', y: 30.5, size: 7.5, width: 55 },
  ]),
  /** UK national self-exclusion scheme link (not the scheme's logo). */
  selfExclusionUk: badge(118, 'Self-exclusion', PAUSE, [
    { text: 'Self-exclusion', y: 19, size: 11, width: 74, bold: true },
    { text: 'UK national scheme', y: 30.5, size: 7.5, width: 67 },
  ]),
  /** Swedish national self-exclusion. */
  spelpaus: badge(102, 'Spelpaus', PAUSE, [
    { text: 'Spelpaus', y: 20, size: 13, width: 58, bold: true },
    { text: 'Självavstängning', y: 30.5, size: 7.5, width: 57 },
  ]),
  /** Swedish play limits. */
  spelgranser: badge(114, 'Spelgränser', SLIDERS, [
    { text: 'Spelgränser', y: 19, size: 12, width: 69, bold: true },
    { text: 'Sätt dina gränser', y: 30.5, size: 7.5, width: 57 },
  ]),
  /** Swedish self test. */
  sjalvtest: badge(114, 'Självtest', TEST_SHEET, [
    { text: 'Självtest', y: 20, size: 13, width: 54, bold: true },
    { text: 'Testa dina spelvanor', y: 30.5, size: 7.5, width: 70 },
  ]),
  /** Danish Gambling Authority licence label (not the authority's logo). */
  spillemyndigheden: badge(142, 'Spillemyndigheden – licens', SHIELD, [
    { text: 'Spillemyndigheden', y: 19, size: 10.5, width: 96, bold: true },
    { text: 'Licens', y: 30.5, size: 7.5, width: 22 },
  ]),
  /** Danish self-exclusion register. */
  rofus: badge(100, 'ROFUS', PAUSE, [
    { text: 'ROFUS', y: 20, size: 14, width: 49, bold: true },
    { text: 'Selvudelukkelse', y: 30.5, size: 7.5, width: 54 },
  ]),
  /** Danish helpline. */
  stopspillet: badge(108, 'StopSpillet', CHAT, [
    { text: 'StopSpillet', y: 19, size: 12, width: 63, bold: true },
    { text: 'Hjælpelinje', y: 30.5, size: 7.5, width: 37 },
  ]),
  /** Spanish safe-gaming seal. */
  juegoSeguro: badge(88, 'Juego Seguro', seal(<path d="m8.4 12.2 2.5 2.5 4.7-4.9" />), [
    { text: 'Juego', y: 18, size: 12, width: 35, bold: true },
    { text: 'Seguro', y: 31, size: 12, width: 41, bold: true },
  ]),
  /** Spanish self-exclusion register (RGIAJ; not the register's logo). */
  rgiaj: badge(124, 'RGIAJ – Autoprohibición', PAUSE, [
    { text: 'RGIAJ', y: 20, size: 14, width: 46, bold: true },
    { text: 'Autoprohibición', y: 30.5, size: 7.5, width: 56 },
  ]),
  /** Spanish responsible-play seal. */
  jugarBien: badge(80, 'Jugar Bien', seal(<path d="M12 15.8s-3.6-2.1-3.6-4.6A1.9 1.9 0 0 1 12 10.1a1.9 1.9 0 0 1 3.6 1.1c0 2.5-3.6 4.6-3.6 4.6z" />), [
    { text: 'Jugar', y: 18, size: 12, width: 33, bold: true },
    { text: 'Bien', y: 31, size: 12, width: 26, bold: true },
  ]),
  /** German regulator mark for MCDE (not the authority's logo). */
  ggl: badge(114, 'GGL – Glücksspiel lizenziert', SHIELD, [
    { text: 'GGL', y: 20, size: 14, width: 30, bold: true },
    { text: 'Glücksspiel lizenziert', y: 30.5, size: 7.5, width: 70 },
  ]),
  /** German help service. */
  checkDeinSpiel: badge(132, 'Check dein Spiel', CHAT, [
    { text: 'Check dein Spiel', y: 19, size: 11, width: 87, bold: true },
    { text: 'Beratung & Hilfe', y: 30.5, size: 7.5, width: 55 },
  ]),
  /**
   * A national helpline from market data (markets.ts 'helpline'): the frame passes its name and
   * number as the lines (Logo `lines`); these are only the design's sizes and a neutral default.
   */
  helpline: badge(132, 'Helpline', CHAT, [
    { text: 'Helpline', y: 19, size: 12, width: 88, bold: true },
    { text: '', y: 30.5, size: 8, width: 88 },
  ]),
  /** Neutral card for a payment method whose logo image fails to load; pass the method name as `title`. */
  paymentPlaceholder: {
    kind: 'mark',
    size: { width: 48, height: 32 },
    label: 'Payment method',
    art: (
      <>
        <rect x="0.75" y="0.75" width="46.5" height="30.5" rx="4" fill={SURFACE} stroke={INK} strokeOpacity="0.55" strokeWidth="1.5" />
        <rect x="1.5" y="6" width="45" height="5" fill={INK} fillOpacity="0.22" />
        <rect x="6" y="15" width="9" height="7" rx="1.5" fill="none" stroke={GOLD} strokeWidth="1.2" />
        <path d="M25 20h16M33 25h8" stroke={INK} strokeOpacity="0.5" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
  },
  /** Footer social links: a generic "X" letter mark. */
  twitter: { kind: 'glyph', size: SOCIAL, label: 'X (Twitter)', art: <path d="M5 4.5 19 19.5M19 4.5 5 19.5" strokeWidth="2.2" /> },
  /** Camera outline. */
  instagram: {
    kind: 'glyph',
    size: SOCIAL,
    label: 'Instagram',
    art: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
      </>
    ),
  },
  /** An "f" in a rounded square. */
  facebook: {
    kind: 'glyph',
    size: SOCIAL,
    label: 'Facebook',
    art: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="4" />
        <path d="M15.5 7.5h-1.6a2 2 0 0 0-2 2V21M9.2 12.5h5.6" />
      </>
    ),
  },
  /** Play triangle in a rounded rectangle. */
  youtube: {
    kind: 'glyph',
    size: SOCIAL,
    label: 'YouTube',
    art: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="M10.2 9.3v5.4l4.6-2.7z" fill="currentColor" />
      </>
    ),
  },
} as const satisfies Record<string, LogoEntry>;

export type LogoName = keyof typeof LOGO_TABLE;
