import { useFormatter, useTranslations } from 'use-intl';
import { formatCalendarDate } from '../../lib/i18n/calendar-date.ts';

const DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * The days a promotion runs (or ran): calendar days, the same in every culture, never shifted
 * into its time zone (lib/i18n/calendar-date.ts); dates the back end left out or garbled are not shown.
 */
export function PromotionDates({ startDate, endDate, ended, className }: { startDate: string; endDate: string; ended: boolean; className?: string }) {
  const t = useTranslations('promotions');
  const format = useFormatter();
  const start = formatCalendarDate(format, startDate, DATE);
  const end = formatCalendarDate(format, endDate, DATE);
  const text =
    start && end ? t(ended ? 'ranFrom' : 'period', { start, end }) : end ? t('endsOn', { date: end }) : start ? t('startsOn', { date: start }) : null;
  return text ? (
    <p className={className} data-testid="promotion-dates">
      {text}
    </p>
  ) : null;
}
