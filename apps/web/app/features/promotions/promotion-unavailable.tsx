import { useTranslations } from 'use-intl';
import styles from './promotions.module.css';

/** A promotion's page while the back end fails: says so (status 200, not kept as content) and offers the list. */
export function PromotionUnavailable({ latestHref }: { latestHref: string | null }) {
  const t = useTranslations('promotions');
  return (
    <div className={styles.unavailable} role="status" data-testid="promotion-unavailable">
      <p>{t('promotionUnavailable')}</p>
      {latestHref && <a href={latestHref}>{t('latest')}</a>}
    </div>
  );
}
