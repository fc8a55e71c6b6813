import { Badge, PauseIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Danish self-exclusion register (ROFUS): neutral badge, not the official logo. */
export function RofusLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="rofus"
      label={title ?? 'ROFUS'}
      className={className}
      icon={<PauseIcon />}
      lines={[
        { text: 'ROFUS', y: 20, size: 14, width: 49, bold: true },
        { text: 'Selvudelukkelse', y: 30.5, size: 7.5, width: 54 },
      ]}
    />
  );
}
