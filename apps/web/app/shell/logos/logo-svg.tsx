import type { ReactNode } from 'react';
import type { LogoSize } from './logo-sizes.ts';

/** Props shared by every mark: `title` overrides the default accessible name. */
export interface LogoProps {
  className?: string;
  title?: string;
}

/** The site's dark palette; marks use light text and outlines, never pure black. */
export const INK = '#f3f1ff';
export const MUTED = '#c9c3ea';
export const GOLD = '#ffd54a';
export const SURFACE = '#1b1535';
export const FONT = 'system-ui, sans-serif';

/**
 * The outer `<svg>` of a mark: fixed viewBox, explicit width/height, `role="img"` with an
 * `aria-label`, not focusable. Pure, no ids, so it renders identically on server and client.
 */
export function LogoSvg({ size, label, className, children }: { size: LogoSize; label: string; className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      width={size.width}
      height={size.height}
      role="img"
      aria-label={label}
      focusable="false"
      className={className}
      fontFamily={FONT}
    >
      {children}
    </svg>
  );
}
