import { useTranslations } from 'use-intl';
import { useRootData } from '../../lib/use-root-data.ts';
import { PromotionCard } from './promotion-card.tsx';
import type { PromotionList as List } from './promotion-view.ts';
import styles from './promotions.module.css';

/** The running promotions as cards (or why there are none), then the recently ended ones, clearly marked. */
export function PromotionList({ list }: { list: List }) {
  const t = useTranslations('promotions');
  const { culture } = useRootData();
  return (
    <>
      <section className={styles.section} aria-labelledby="promotions-current" data-testid="promotions-current">
        <h2 id="promotions-current" className={styles.sectionTitle}>
          {t('current')}
        </h2>
        {list.active.length > 0 ? (
          <ul className={styles.grid}>
            {list.active.map((card) => (
              <li key={card.slug}>
                <PromotionCard card={card} culture={culture.code} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty} role="status" data-testid="promotions-empty">
            {list.available ? t('none') : t('unavailable')}
          </p>
        )}
      </section>
      {list.ended.length > 0 && (
        <section className={styles.section} aria-labelledby="promotions-ended" data-testid="promotions-ended">
          <h2 id="promotions-ended" className={styles.sectionTitle}>
            {t('recentlyEnded')}
          </h2>
          <ul className={styles.grid}>
            {list.ended.map((card) => (
              <li key={card.slug}>
                <PromotionCard card={card} culture={culture.code} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
