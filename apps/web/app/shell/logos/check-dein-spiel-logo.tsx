import { Badge, ChatIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** German help service ("Check dein Spiel"): neutral badge, not the official logo. */
export function CheckDeinSpielLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="checkDeinSpiel"
      label={title ?? 'Check dein Spiel'}
      className={className}
      icon={<ChatIcon />}
      lines={[
        { text: 'Check dein Spiel', y: 19, size: 11, width: 87, bold: true },
        { text: 'Beratung & Hilfe', y: 30.5, size: 7.5, width: 55 },
      ]}
    />
  );
}
