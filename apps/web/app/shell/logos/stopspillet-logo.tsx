import { Badge, ChatIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Danish helpline (StopSpillet): neutral badge, not the official logo. */
export function StopSpilletLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="stopspillet"
      label={title ?? 'StopSpillet'}
      className={className}
      icon={<ChatIcon />}
      lines={[
        { text: 'StopSpillet', y: 19, size: 12, width: 63, bold: true },
        { text: 'Hjælpelinje', y: 30.5, size: 7.5, width: 37 },
      ]}
    />
  );
}
