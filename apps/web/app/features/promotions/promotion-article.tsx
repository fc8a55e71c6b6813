import type { ReactNode } from 'react';

import { useTranslations } from 'use-intl';
import { OfferNotes } from '../../lib/offers/offer-notes.tsx';
import { RichText } from '../../lib/rich-text/rich-text.tsx';
import { useRootData } from '../../lib/use-root-data.ts';
import { PromotionCtaLink } from './promotion-cta.tsx';
import { PromotionDates } from './promotion-dates.tsx';
import { PROMOTION_IMAGE, PROMOTION_TERMS_ID, type PromotionView } from './promotion-view.ts';
import styles from './promotions.module.css';

/**
 * A promotion's page body: an ended promotion first says so, with a link to the latest
 * promotions, and has no call to action; then art, dates, body copy, the call to action
 * (running ones), an optional extra section (its leaderboard) and its own terms.
 */
export function PromotionArticle({ promotion, latestHref, extra }: { promotion: PromotionView; latestHref: string | null; extra?: ReactNode }) {
  const t = useTranslations('promotions');
  const { culture } = useRootData();
  const ended = promotion.state === 'ended';
  return (
    <article className={styles.detail} data-promotion={promotion.slug} data-offer={promotion.kind ?? 'unknown'} data-state={promotion.state}>
      {ended && (
        <div className={styles.notice} role="status" data-testid="promotion-ended">
          <p className={styles.noticeText}>{t('ended')}</p>
          {latestHref && (
            <a className="button button-secondary" href={latestHref}>
              {t('latest')}
            </a>
          )}
        </div>
      )}
      <div className={styles.detailLayout}>
        {promotion.image && (
          <img
            className={styles.detailImage}
            src={promotion.image}
            alt={promotion.alt}
            width={PROMOTION_IMAGE.width}
            height={PROMOTION_IMAGE.height}
            decoding="async"
          />
        )}
        <div className={styles.detailBody}>
          <PromotionDates className={styles.dates} startDate={promotion.startDate} endDate={promotion.endDate} ended={ended} />
          <RichText className="prose" text={promotion.body} culture={culture} />
          {promotion.cta && (
            <div className={styles.detailActions}>
              <PromotionCtaLink cta={promotion.cta} />
              <a className={styles.termsLink} href="#account/login">
                {t('loginToClaim')}
              </a>
            </div>
          )}
          <OfferNotes culture={culture.code} terms={promotion.significantTerms} />
        </div>
      </div>
      {extra}
      <section id={PROMOTION_TERMS_ID} className={styles.terms} aria-labelledby="promotion-terms-title" data-testid="promotion-terms">
        <h2 id="promotion-terms-title" className={styles.sectionTitle}>
          {t('terms')}
        </h2>
        <RichText className="prose" text={promotion.terms} culture={culture} />
      </section>
    </article>
  );
}
