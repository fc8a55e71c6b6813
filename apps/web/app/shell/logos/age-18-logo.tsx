import { LOGO_SIZES } from './logo-sizes.ts';
import { GOLD, INK, LogoSvg, type LogoProps, SURFACE } from './logo-svg.tsx';

/** Round "18+" mark: light ring, gold inner ring, light numerals. */
export function Age18Logo({ className, title }: LogoProps) {
  return (
    <LogoSvg size={LOGO_SIZES.age18} label={title ?? '18+'} className={className}>
      <circle cx="20" cy="20" r="19" fill={SURFACE} stroke={INK} strokeOpacity="0.8" strokeWidth="1.5" />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke={GOLD} strokeWidth="1.2" />
      <text x="20" y="25" textAnchor="middle" fontSize="14" fontWeight="700" fill={INK} textLength="24" lengthAdjust="spacingAndGlyphs">
        18+
      </text>
    </LogoSvg>
  );
}
