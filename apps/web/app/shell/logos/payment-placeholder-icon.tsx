import { ICON_SIZES } from './logo-sizes.ts';
import { GOLD, INK, LogoSvg, type LogoProps, SURFACE } from './logo-svg.tsx';

/** Neutral card shown when a payment method's logo image fails to load. Pass the method name as `title`. */
export function PaymentPlaceholderIcon({ className, title }: LogoProps) {
  return (
    <LogoSvg size={ICON_SIZES.paymentPlaceholder} label={title ?? 'Payment method'} className={className}>
      <rect x="0.75" y="0.75" width="46.5" height="30.5" rx="4" fill={SURFACE} stroke={INK} strokeOpacity="0.55" strokeWidth="1.5" />
      <rect x="1.5" y="6" width="45" height="5" fill={INK} fillOpacity="0.22" />
      <rect x="6" y="15" width="9" height="7" rx="1.5" fill="none" stroke={GOLD} strokeWidth="1.2" />
      <path d="M25 20h16M33 25h8" stroke={INK} strokeOpacity="0.5" strokeWidth="1.6" strokeLinecap="round" />
    </LogoSvg>
  );
}
