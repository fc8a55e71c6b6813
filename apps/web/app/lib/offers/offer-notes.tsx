import type { CultureCode } from '@mc/sites/culture-codes';
import { useFormatter, useTranslations } from 'use-intl';
import type { SignificantTerms } from './offer-facts.ts';
import { hasSignificantTerms, showsPromotionNotice, showsSignificantTerms } from './offer-rules.ts';
import styles from './offer-notes.module.css';

/**
 * An offer's significant terms (minimum deposit, maximum bonus, wagering, expiry), each amount in
 * the currency its terms are stated in, never the visitor's. Shown where the market asks for them
 * ('significant-terms'), next to the call to action; nothing where terms are incomplete (such an
 * offer is not shown there at all: offer-rules.ts).
 */
export function SignificantTermsList({ culture, terms }: { culture: CultureCode; terms: SignificantTerms | null }) {
  const t = useTranslations('compliance.significantTerms');
  const format = useFormatter();
  if (!showsSignificantTerms(culture) || !hasSignificantTerms(terms)) return null;
  const money = (value: number) =>
    format.number(value, { style: 'currency', currency: terms.currency, maximumFractionDigits: Number.isInteger(value) ? 0 : 2 });
  return (
    <ul className={styles.terms} aria-label={t('label')} data-significant-terms="">
      <li data-term="min-deposit">{t('minDeposit', { amount: money(terms.minDeposit) })}</li>
      <li data-term="max-bonus">{t('maxBonus', { amount: money(terms.maxBonus) })}</li>
      <li data-term="wagering" data-multiplier={terms.wagering.multiplier}>
        {t('wagering', { multiplier: terms.wagering.multiplier, base: terms.wagering.base === 'bonus' ? 'bonus' : 'other' })}
      </li>
      <li data-term="expiry">{t('expiry', { days: terms.expiresInDays })}</li>
    </ul>
  );
}

/** The market's safer-gambling line on promotional content ('promotion-notice'); nothing elsewhere. */
export function PromotionNotice({ culture, className }: { culture: CultureCode; className?: string }) {
  const t = useTranslations('compliance');
  if (!showsPromotionNotice(culture)) return null;
  return (
    <p className={className ? `${styles.notice} ${className}` : styles.notice} data-promotion-notice="">
      {t('promotionNotice')}
    </p>
  );
}

/** Both, as they stand next to an offer's call to action. */
export function OfferNotes({ culture, terms }: { culture: CultureCode; terms: SignificantTerms | null }) {
  return (
    <>
      <SignificantTermsList culture={culture} terms={terms} />
      <PromotionNotice culture={culture} />
    </>
  );
}
