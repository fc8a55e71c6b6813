import type { ReactNode } from 'react';
import { ICON_SIZES } from './logo-sizes.ts';

/**
 * Props of the footer social glyphs. They are decorative by default (`aria-hidden`, the link
 * carries the label); pass `title` or `decorative={false}` to expose them as `role="img"`.
 */
export interface SocialIconProps {
  className?: string;
  title?: string;
  decorative?: boolean;
}

const { width, height } = ICON_SIZES.social;

function SocialSvg({ className, title, decorative, defaultLabel, children }: SocialIconProps & { defaultLabel: string; children: ReactNode }) {
  const hidden = decorative ?? title === undefined;
  const a11y = hidden ? { 'aria-hidden': true } : { role: 'img', 'aria-label': title ?? defaultLabel };
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
    >
      {children}
    </svg>
  );
}

/** Generic "X" letter mark for the X (Twitter) link. */
export function TwitterIcon(props: SocialIconProps) {
  return (
    <SocialSvg {...props} defaultLabel="X (Twitter)">
      <path d="M5 4.5 19 19.5M19 4.5 5 19.5" strokeWidth="2.2" />
    </SocialSvg>
  );
}

/** Camera outline for the Instagram link. */
export function InstagramIcon(props: SocialIconProps) {
  return (
    <SocialSvg {...props} defaultLabel="Instagram">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
    </SocialSvg>
  );
}

/** An "f" in a rounded square for the Facebook link. */
export function FacebookIcon(props: SocialIconProps) {
  return (
    <SocialSvg {...props} defaultLabel="Facebook">
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 7.5h-1.6a2 2 0 0 0-2 2V21M9.2 12.5h5.6" />
    </SocialSvg>
  );
}

/** Play triangle in a rounded rectangle for the YouTube link. */
export function YoutubeIcon(props: SocialIconProps) {
  return (
    <SocialSvg {...props} defaultLabel="YouTube">
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.2 9.3v5.4l4.6-2.7z" fill="currentColor" />
    </SocialSvg>
  );
}
