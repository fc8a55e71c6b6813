import { Badge, SealIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Spanish responsible-play seal ("Jugar Bien"): neutral rosette seal, not the official logo. */
export function JugarBienLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="jugarBien"
      label={title ?? 'Jugar Bien'}
      className={className}
      icon={
        <SealIcon>
          <path d="M12 15.8s-3.6-2.1-3.6-4.6A1.9 1.9 0 0 1 12 10.1a1.9 1.9 0 0 1 3.6 1.1c0 2.5-3.6 4.6-3.6 4.6z" />
        </SealIcon>
      }
      lines={[
        { text: 'Jugar', y: 18, size: 12, width: 33, bold: true },
        { text: 'Bien', y: 31, size: 12, width: 26, bold: true },
      ]}
    />
  );
}
