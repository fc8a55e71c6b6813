import { Badge, ShieldIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Danish Gambling Authority licence label: neutral "Spillemyndigheden / Licens" badge (not the authority's logo). */
export function SpillemyndighedenLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="spillemyndigheden"
      label={title ?? 'Spillemyndigheden – licens'}
      className={className}
      icon={<ShieldIcon />}
      lines={[
        { text: 'Spillemyndigheden', y: 19, size: 10.5, width: 96, bold: true },
        { text: 'Licens', y: 30.5, size: 7.5, width: 22 },
      ]}
    />
  );
}
