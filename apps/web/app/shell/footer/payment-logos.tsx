import { useTranslations } from 'use-intl';
import type { FooterPaymentLogo } from './payment-options.server.ts';
import styles from './site-footer.module.css';

export const PAYMENT_LOGO_SIZE = { width: 72, height: 40 } as const;

/** Payment logos (dark-background variant, light one for a light colour scheme), lazily loaded. */
export function PaymentLogos({ logos }: { logos: readonly FooterPaymentLogo[] }) {
  const t = useTranslations('footer');
  if (logos.length === 0) return null;
  return (
    <section className={styles.payments} aria-labelledby="footer-payments">
      <h2 id="footer-payments" className={styles.heading}>
        {t('payments')}
      </h2>
      <ul className={styles.paymentList}>
        {logos.map((logo) => (
          <li key={logo.key}>
            <picture>
              <source srcSet={logo.lightSrc} media="(prefers-color-scheme: light)" />
              <img src={logo.darkSrc} alt={logo.name} width={PAYMENT_LOGO_SIZE.width} height={PAYMENT_LOGO_SIZE.height} loading="lazy" decoding="async" />
            </picture>
          </li>
        ))}
      </ul>
    </section>
  );
}
