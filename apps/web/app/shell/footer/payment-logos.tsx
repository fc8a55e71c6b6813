import { useTranslations } from 'use-intl';
import { LazyImage } from '../../ui/lazy-image.tsx';
import type { FooterPaymentLogo } from './payment-options.server.ts';
import styles from './site-footer.module.css';

export const PAYMENT_LOGO_SIZE = { width: 72, height: 40 } as const;

/** Payment logos (the variant for dark backgrounds: the site is dark), loaded when the footer comes into view. */
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
            <LazyImage src={logo.src} alt={logo.name} width={PAYMENT_LOGO_SIZE.width} height={PAYMENT_LOGO_SIZE.height} />
          </li>
        ))}
      </ul>
    </section>
  );
}
