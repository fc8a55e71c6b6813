import type { CultureRef } from '@mc/sites/href';
import { useFormatter, useTranslations } from 'use-intl';
import { RichText } from '../../lib/rich-text/rich-text.tsx';
import { PaymentLogo } from './payment-logo.tsx';
import type { PaymentInfo } from './payments-api.server.ts';
import styles from './payments.module.css';

/** One payment method: limits in the culture's currency, processing times, fees and the description. */
export function PaymentDetails({ info, culture }: { info: PaymentInfo; culture: CultureRef }) {
  const t = useTranslations('info.payments');
  const format = useFormatter();
  const money = (amount: number) => format.number(amount, { style: 'currency', currency: info.currency, maximumFractionDigits: amount % 1 === 0 ? 0 : 2 });
  return (
    <div className={styles.details}>
      <PaymentLogo name={info.name} lightSrc={info.lightSrc} darkSrc={info.darkSrc} eager />
      <table className={styles.table}>
        <caption className="visually-hidden">{info.name}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('deposit')}</th>
            <th scope="col">{t('withdrawal')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('minimum')}</th>
            <td>{money(info.minDeposit)}</td>
            <td>{info.minWithdrawal === null ? '—' : money(info.minWithdrawal)}</td>
          </tr>
          <tr>
            <th scope="row">{t('maximum')}</th>
            <td>{money(info.maxDeposit)}</td>
            <td>{info.maxWithdrawal === null ? '—' : money(info.maxWithdrawal)}</td>
          </tr>
          <tr>
            <th scope="row">{t('time')}</th>
            <td>{info.depositTime}</td>
            <td>{info.withdrawalTime ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">{t('fees')}</th>
            <td colSpan={2}>{info.fees}</td>
          </tr>
        </tbody>
      </table>
      {info.minWithdrawal === null && <p>{t('noWithdrawal')}</p>}
      <RichText className="prose" text={info.body} culture={culture} />
    </div>
  );
}
