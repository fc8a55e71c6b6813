import type { CultureCode } from '@mc/sites/culture-codes';
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import type { SignificantTerms } from './offer-facts.ts';
import { hasSignificantTerms, showsPromotionNotice } from './offer-rules.ts';
import styles from './offer-notes.module.css';

type Formatter = ReturnType<typeof useFormatter>;

/** An English weekday name from the data, in the page's language (2023-01-01 was a Sunday). */
function weekday(name: string, format: Formatter): string {
  const index = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].indexOf(name);
  return index < 0 ? name : format.dateTime(new Date(Date.UTC(2023, 0, 1 + index, 12)), { weekday: 'long', timeZone: 'UTC' });
}

/**
 * An offer's significant terms, from its own data, next to its call to action in every market:
 * for a deposit bonus the match, minimum deposit, maximum bonus, wagering, what each game counts
 * and expiry; for bonus spins their number and value; for cashback its share, cap and day; for
 * a race its prize pool and how to take part; for a draw how to enter. Every amount is in the
 * currency its terms are stated in, never the visitor's. Nothing where the terms are incomplete
 * (where the market makes them a condition, such an offer is not shown at all: offer-rules.ts).
 */
export function SignificantTermsList({ terms }: { terms: SignificantTerms | null }) {
  const t = useTranslations('compliance.significantTerms');
  const format = useFormatter();
  if (!hasSignificantTerms(terms)) return null;
  const money = (value: number) =>
    format.number(value, { style: 'currency', currency: terms.currency, maximumFractionDigits: Number.isInteger(value) ? 0 : 2 });
  const share = (value: number) => format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const items: [term: string, text: ReactNode, extra?: Record<string, string | number>][] = [];
  const wagering = terms.wagering;
  const wageringItem = () => {
    if (!wagering) return;
    const base = wagering.base === 'bonus' || wagering.base === 'winnings' ? wagering.base : 'other';
    items.push(['wagering', t('wagering', { multiplier: wagering.multiplier, base }), { 'data-multiplier': wagering.multiplier }]);
  };
  const expiry = () => terms.expiresInDays !== null && items.push(['expiry', t('expiry', { days: terms.expiresInDays })]);
  switch (terms.type) {
    case 'deposit-bonus':
      items.push(['match', t('match', { percent: share(terms.percent!) })]);
      items.push(['min-deposit', t('minDeposit', { amount: money(terms.minDeposit!) })]);
      items.push(['max-bonus', t('maxBonus', { amount: money(terms.maxBonus!) })]);
      wageringItem();
      items.push(['contributions', t('contributions', { slots: share(terms.contributions!.slots), other: share(terms.contributions!.other) })]);
      expiry();
      break;
    case 'bonus-spins':
      items.push(['spins', t('spins', { count: terms.spins!.count, value: money(terms.spins!.value) })]);
      items.push(['min-deposit', t('minDeposit', { amount: money(terms.minDeposit!) })]);
      wageringItem();
      items.push(['contributions', t('slotsOnly')]);
      expiry();
      break;
    case 'cashback':
      items.push([
        'cashback',
        terms.minLoss !== null
          ? t('cashbackFrom', { percent: share(terms.percent!), min: money(terms.minLoss), max: money(terms.maxBonus!) })
          : t('cashback', { percent: share(terms.percent!), max: money(terms.maxBonus!) }),
      ]);
      items.push(['credited', t('credited', { weekday: weekday(terms.creditedOn!, format) })]);
      wageringItem();
      expiry();
      break;
    case 'race': {
      const entry = terms.entry!;
      items.push(['prize-pool', t('prizePool', { amount: money(terms.prizePool!) })]);
      items.push([
        'entry',
        t('raceEntry', { optIn: String(entry.optIn), games: entry.games === 'selected-slots' ? 'selected' : 'all', per: money(entry.stakePerUnit!) }),
      ]);
      if (entry.minStake !== null) items.push(['min-stake', t('minStake', { amount: money(entry.minStake) })]);
      break;
    }
    case 'prize-draw':
      items.push(['entry', t('drawEntry', { games: terms.entry!.games === 'selected-slots' ? 'selected' : 'all', per: money(terms.entry!.stakePerUnit!) })]);
      break;
  }
  return (
    <ul className={styles.terms} aria-label={t('label')} data-significant-terms={terms.type}>
      {items.map(([term, text, extra]) => (
        <li key={term} data-term={term} {...extra}>
          {text}
        </li>
      ))}
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
      <SignificantTermsList terms={terms} />
      <PromotionNotice culture={culture} />
    </>
  );
}
