import type { ReactNode } from 'react';
import { LOGO_SIZES, type LogoSizeName } from './logo-sizes.ts';
import { GOLD, INK, LogoSvg, MUTED, SURFACE } from './logo-svg.tsx';

/**
 * One line of badge text. `width` is the designed line width (set as `textLength`), so the
 * line fits the badge whatever system font the visitor has.
 */
export interface BadgeLine {
  text: string;
  y: number;
  size: number;
  width: number;
  bold?: boolean;
}

/**
 * The house template of the neutral market marks: a rounded, light-outlined badge with a gold
 * pictogram on the left and one or two lines of text. Original design; imitates no real logo.
 */
export function Badge({ name, label, className, icon, lines }: { name: LogoSizeName; label: string; className?: string; icon: ReactNode; lines: readonly BadgeLine[] }) {
  const size = LOGO_SIZES[name];
  return (
    <LogoSvg size={size} label={label} className={className}>
      <rect x="0.75" y="0.75" width={size.width - 1.5} height={size.height - 1.5} rx="8" fill={SURFACE} stroke={INK} strokeOpacity="0.55" strokeWidth="1.5" />
      <g transform="translate(8 8)" fill="none" stroke={GOLD} strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        {icon}
      </g>
      {lines.map((line) => (
        <text
          key={line.y}
          x="36"
          y={line.y}
          fontSize={line.size}
          fontWeight={line.bold ? 700 : 400}
          fill={line.bold ? INK : MUTED}
          textLength={line.width}
          lengthAdjust="spacingAndGlyphs"
        >
          {line.text}
        </text>
      ))}
    </LogoSvg>
  );
}

// Pictograms, drawn in a 24×24 box (placed at 8,8 of the badge); stroke is gold from the group.

/** Licence: a shield with a tick. */
export const ShieldIcon = () => (
  <>
    <path d="M12 2.5 19.5 5.5v5.8c0 4.8-3.2 8.4-7.5 10.2-4.3-1.8-7.5-5.4-7.5-10.2V5.5z" />
    <path d="m8.6 12 2.4 2.4 4.4-4.6" />
  </>
);

/** Self-exclusion: a pause sign in a ring. */
export const PauseIcon = () => (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.8 8.5v7M14.2 8.5v7" strokeWidth="2.2" />
  </>
);

/** Safer gambling: a heart. */
export const HeartIcon = () => <path d="M12 19.5s-7.5-4.4-7.5-9.6A4 4 0 0 1 12 7.6a4 4 0 0 1 7.5 2.3c0 5.2-7.5 9.6-7.5 9.6z" />;

/** Play limits: two sliders. */
export const SliderIcon = () => (
  <>
    <path d="M3.5 8h17M3.5 16h17" />
    <circle cx="9" cy="8" r="2.6" fill={SURFACE} />
    <circle cx="15.5" cy="16" r="2.6" fill={SURFACE} />
  </>
);

/** Self test: a sheet with a tick. */
export const TestIcon = () => (
  <>
    <rect x="5" y="3" width="14" height="18" rx="2.5" />
    <path d="m8.7 12.3 2.3 2.3 4.3-4.5M9 6.8h6" />
  </>
);

/** Helpline / help service: a speech bubble. */
export const ChatIcon = () => (
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
export const SealIcon = ({ children }: { children: ReactNode }) => (
  <>
    <polygon points={ROSETTE} />
    {children}
  </>
);
