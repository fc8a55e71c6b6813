import { useFormatter, useTranslations } from 'use-intl';
import { validDate } from './promotion-view.ts';

const DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** When a promotion runs (or ran), in the culture's time zone; dates the back end left out or garbled are not shown. */
export function PromotionDates({ startDate, endDate, ended, className }: { startDate: string; endDate: string; ended: boolean; className?: string }) {
  const t = useTranslations('promotions');
  const format = useFormatter();
  const start = validDate(startDate);
  const end = validDate(endDate);
  const text =
    start && end
      ? t(ended ? 'ranFrom' : 'period', { start: format.dateTime(start, DATE), end: format.dateTime(end, DATE) })
      : end
        ? t('endsOn', { date: format.dateTime(end, DATE) })
        : start
          ? t('startsOn', { date: format.dateTime(start, DATE) })
          : null;
  return text ? (
    <p className={className} data-testid="promotion-dates">
      {text}
    </p>
  ) : null;
}
