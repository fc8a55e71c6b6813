import { Badge, ShieldIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** German regulator mark for MCDE: neutral "GGL / Glücksspiel lizenziert" badge (not the authority's logo). */
export function GglLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="ggl"
      label={title ?? 'GGL – Glücksspiel lizenziert'}
      className={className}
      icon={<ShieldIcon />}
      lines={[
        { text: 'GGL', y: 20, size: 14, width: 30, bold: true },
        { text: 'Glücksspiel lizenziert', y: 30.5, size: 7.5, width: 70 },
      ]}
    />
  );
}
