import { Badge, TestIcon } from './badge.tsx';
import type { LogoProps } from './logo-svg.tsx';

/** Swedish self test ("Självtest"): neutral badge. */
export function SjalvtestLogo({ className, title }: LogoProps) {
  return (
    <Badge
      name="sjalvtest"
      label={title ?? 'Självtest'}
      className={className}
      icon={<TestIcon />}
      lines={[
        { text: 'Självtest', y: 20, size: 13, width: 54, bold: true },
        { text: 'Testa dina spelvanor', y: 30.5, size: 7.5, width: 70 },
      ]}
    />
  );
}
