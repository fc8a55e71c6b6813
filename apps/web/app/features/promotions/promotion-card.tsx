import { useTranslations } from 'use-intl';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { PromotionCtaLink } from './promotion-cta.tsx';
import { PromotionDates } from './promotion-dates.tsx';
import { PROMOTION_IMAGE, type PromotionCard as Card } from './promotion-view.ts';
import styles from './promotions.module.css';

/**
 * One promotion of the list: art (lazy, reserved size; decorative, the title follows), title
 * linking to its page, summary, dates, call to action and a link to its terms. An ended one is
 * marked as such and has no call to action.
 */
export function PromotionCard({ card }: { card: Card }) {
  const t = useTranslations('promotions');
  const titleId = `promotion-${card.slug}`;
  const ended = card.state === 'ended';
  return (
    <article
      className={ended ? `${styles.card} ${styles.cardEnded}` : styles.card}
      data-promotion={card.slug}
      data-state={card.state}
      aria-labelledby={titleId}
    >
      <div className={styles.cardMedia}>
        {card.image && <LazyImage className={styles.cardImage} src={card.image} alt="" width={PROMOTION_IMAGE.width} height={PROMOTION_IMAGE.height} />}
        {ended && <span className={styles.badge}>{t('endedBadge')}</span>}
      </div>
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          <a href={card.href}>{card.title}</a>
        </h3>
        {card.summary && <p className={styles.summary}>{card.summary}</p>}
        <PromotionDates className={styles.dates} startDate={card.startDate} endDate={card.endDate} ended={ended} />
        <div className={styles.cardActions}>
          {card.cta && <PromotionCtaLink cta={card.cta} describedBy={titleId} />}
          <a className={styles.termsLink} href={card.termsHref} aria-describedby={titleId}>
            {t('terms')}
          </a>
        </div>
      </div>
    </article>
  );
}
