import type { CultureCode } from '@mc/sites/culture-codes';
import { useTranslations } from 'use-intl';
import { OfferNotes } from '../../lib/offers/offer-notes.tsx';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { PromotionCtaLink } from './promotion-cta.tsx';
import { PromotionDates } from './promotion-dates.tsx';
import { PROMOTION_IMAGE, type PromotionCard as Card } from './promotion-view.ts';
import styles from './promotions.module.css';

/**
 * One promotion of the list: art (lazy, reserved size; decorative, the title follows), title
 * linking to its page, summary, dates, call to action and a link to its terms, then what the
 * market asks to stand next to the call to action (significant terms, promotion notice). An
 * ended one is marked as such and has no call to action.
 */
export function PromotionCard({ card, culture }: { card: Card; culture: CultureCode }) {
  const t = useTranslations('promotions');
  const titleId = `promotion-${card.slug}`;
  const ended = card.state === 'ended';
  return (
    <article
      className={ended ? `${styles.card} ${styles.cardEnded}` : styles.card}
      data-promotion={card.slug}
      data-offer={card.kind ?? 'unknown'}
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
        <OfferNotes culture={culture} terms={card.significantTerms} />
      </div>
    </article>
  );
}
