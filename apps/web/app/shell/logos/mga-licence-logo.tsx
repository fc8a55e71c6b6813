import { Badge, ShieldIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Regulator mark of the international site: neutral "Licensed in Malta / MGA" badge (not the authority's logo). */
export function MgaLicenceLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="mga"
      label={title ?? 'MGA – Licensed in Malta'}
      className={className}
      icon={<ShieldIcon />}
      lines={[
        { text: 'MGA', y: 20, size: 14, width: 33, bold: true },
        { text: 'Licensed in Malta', y: 30.5, size: 7.5, width: 58 },
      ]}
    />
  );
}
