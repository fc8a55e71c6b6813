import styles from './payments.module.css';

export const PAYMENT_LOGO = { width: 120, height: 67 } as const;

/** A payment method's logo: the dark-background art on this dark site, the light one for a light colour scheme. */
export function PaymentLogo({ name, lightSrc, darkSrc, eager = false }: { name: string; lightSrc: string; darkSrc: string; eager?: boolean }) {
  return (
    <picture>
      <source srcSet={lightSrc} media="(prefers-color-scheme: light)" />
      <img
        className={styles.logo}
        src={darkSrc}
        alt={name}
        width={PAYMENT_LOGO.width}
        height={PAYMENT_LOGO.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
