import { LOGO_SIZES } from './logo-sizes.ts';
import { GOLD, INK, LogoSvg, type LogoProps, SURFACE } from './logo-svg.tsx';

export interface BrandLogoProps extends LogoProps {
  /** Short market suffix shown as a small pill beside the wordmark, e.g. "UK", "DE", "ES". */
  siteLabel?: string;
}

const PILL_X = 116;
const PILL_MAX = LOGO_SIZES.brand.width - PILL_X - 2;

/** "Mondo Casino" wordmark with a roulette-coin emblem bearing an "M"; gold on dark. */
export function BrandLogo({ className, title, siteLabel }: BrandLogoProps) {
  const label = siteLabel ? siteLabel.trim() : '';
  const pillWidth = Math.min(PILL_MAX, 12 + 6.4 * label.length);
  const squeeze = 6.4 * label.length > pillWidth - 10;
  return (
    <LogoSvg size={LOGO_SIZES.brand} label={title ?? (label ? `Mondo Casino ${label}` : 'Mondo Casino')} className={className}>
      <circle cx="20" cy="20" r="18.5" fill={SURFACE} stroke={GOLD} strokeWidth="2" />
      <circle cx="20" cy="20" r="14" fill="none" stroke={GOLD} strokeOpacity="0.5" strokeWidth="3" strokeDasharray="1.22 1.22" />
      <circle cx="20" cy="20" r="10.5" fill={GOLD} />
      <text x="20" y="24.3" textAnchor="middle" fontSize="12" fontWeight="800" fill={SURFACE} textLength="11" lengthAdjust="spacingAndGlyphs">
        M
      </text>
      <text x="46" y="22" fontSize="20" fontWeight="700" fill={GOLD} textLength="64" lengthAdjust="spacingAndGlyphs">
        Mondo
      </text>
      <text x="47" y="35" fontSize="9.5" fontWeight="600" fill={INK} textLength="62" lengthAdjust="spacing">
        CASINO
      </text>
      {label && (
        <>
          <rect x={PILL_X} y="12" width={pillWidth} height="16" rx="8" fill="none" stroke={GOLD} strokeWidth="1.2" />
          <text
            x={PILL_X + pillWidth / 2}
            y="23.2"
            textAnchor="middle"
            fontSize="9"
            fontWeight="700"
            fill={GOLD}
            textLength={squeeze ? pillWidth - 10 : undefined}
            lengthAdjust={squeeze ? 'spacingAndGlyphs' : undefined}
          >
            {label}
          </text>
        </>
      )}
    </LogoSvg>
  );
}
