import { Badge, ShieldIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** UK regulator mark: neutral "Gambling Commission / Licensed & regulated" badge (not the Commission's logo). */
export function UkgcLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="ukgc"
      label={title ?? 'Gambling Commission – licensed and regulated'}
      className={className}
      icon={<ShieldIcon />}
      lines={[
        { text: 'Gambling Commission', y: 19, size: 9.5, width: 103, bold: true },
        { text: 'Licensed & regulated', y: 30.5, size: 7.5, width: 70 },
      ]}
    />
  );
}
