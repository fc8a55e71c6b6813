import { Badge, SealIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Spanish safe-gaming seal ("Juego Seguro"): neutral rosette seal, not the official seal. */
export function JuegoSeguroLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="juegoSeguro"
      label={title ?? 'Juego Seguro'}
      className={className}
      icon={
        <SealIcon>
          <path d="m8.4 12.2 2.5 2.5 4.7-4.9" />
        </SealIcon>
      }
      lines={[
        { text: 'Juego', y: 18, size: 12, width: 35, bold: true },
        { text: 'Seguro', y: 31, size: 12, width: 41, bold: true },
      ]}
    />
  );
}
