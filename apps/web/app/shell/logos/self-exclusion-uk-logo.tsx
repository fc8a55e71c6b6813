import { Badge, PauseIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** UK national self-exclusion scheme link: neutral "Self-exclusion" badge (not the scheme's logo). */
export function SelfExclusionUkLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="selfExclusionUk"
      label={title ?? 'Self-exclusion'}
      className={className}
      icon={<PauseIcon />}
      lines={[
        { text: 'Self-exclusion', y: 19, size: 11, width: 74, bold: true },
        { text: 'UK national scheme', y: 30.5, size: 7.5, width: 67 },
      ]}
    />
  );
}
