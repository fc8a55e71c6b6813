import { Badge, SliderIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Swedish play limits ("Spelgränser"): neutral badge. */
export function SpelgranserLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="spelgranser"
      label={title ?? 'Spelgränser'}
      className={className}
      icon={<SliderIcon />}
      lines={[
        { text: 'Spelgränser', y: 19, size: 12, width: 69, bold: true },
        { text: 'Sätt dina gränser', y: 30.5, size: 7.5, width: 57 },
      ]}
    />
  );
}
