import type { PromotionCta } from './promotion-view.ts';

/** A promotion's call to action: a client-side link inside the site, the page's hash (account widget), or a new tab outside. */
export function PromotionCtaLink({ cta, describedBy, className = 'button button-primary' }: { cta: PromotionCta; describedBy?: string; className?: string }) {
  if (cta.kind === 'internal') {
    return (
      <a className={className} href={cta.href} aria-describedby={describedBy} data-cta="">
        {cta.label}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={cta.href}
      aria-describedby={describedBy}
      data-cta=""
      {...(cta.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {cta.label}
    </a>
  );
}
