import { tryHref } from '@mc/sites/href';

import { useTranslations } from 'use-intl';
import { useRootData } from '../../lib/use-root-data.ts';
import { PaymentLogo } from './payment-logo.tsx';
import type { PaymentOptionView } from './payments-api.server.ts';
import styles from './payments.module.css';

/** Payment methods with their logos; those with an info page link to it, the others are not linked. */
export function PaymentList({ options }: { options: readonly PaymentOptionView[] }) {
  const t = useTranslations('info.payments');
  const { culture } = useRootData();
  if (options.length === 0)
    return (
      <p role="status" className={styles.empty}>
        {t('empty')}
      </p>
    );
  return (
    <>
      <p className={styles.count}>{t('count', { count: options.length })}</p>
      <ul className={styles.list}>
        {options.map((option, index) => {
          const href = option.hasInfo ? tryHref({ route: 'payment', culture, params: { paymentSlug: option.slug } }) : null;
          const content = (
            <>
              <PaymentLogo name="" lightSrc={option.lightSrc} darkSrc={option.darkSrc} eager={index < 6} />
              <span className={styles.name}>{option.name}</span>
            </>
          );
          return (
            <li key={option.key} data-payment={option.key}>
              {href ? (
                <a href={href} className={styles.card}>
                  {content}
                </a>
              ) : (
                <div className={styles.card}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
