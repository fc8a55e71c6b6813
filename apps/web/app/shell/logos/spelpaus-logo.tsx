import { Badge, PauseIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Swedish national self-exclusion (Spelpaus): neutral badge, not the official logo. */
export function SpelpausLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="spelpaus"
      label={title ?? 'Spelpaus'}
      className={className}
      icon={<PauseIcon />}
      lines={[
        { text: 'Spelpaus', y: 20, size: 13, width: 58, bold: true },
        { text: 'Självavstängning', y: 30.5, size: 7.5, width: 57 },
      ]}
    />
  );
}
