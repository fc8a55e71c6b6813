import { Badge, HeartIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** UK "Safer Gambling" support badge (neutral design). */
export function SaferGamblingLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="saferGambling"
      label={title ?? 'Safer Gambling'}
      className={className}
      icon={<HeartIcon />}
      lines={[
        { text: 'Safer Gambling', y: 19, size: 11, width: 81, bold: true },
        { text: 'Play responsibly', y: 30.5, size: 7.5, width: 55 },
      ]}
    />
  );
}
