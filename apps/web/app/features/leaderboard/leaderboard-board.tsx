import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { formatCalendarDate } from '../../lib/i18n/calendar-date.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';
import type { LeaderboardPhase, LeaderboardView } from './leaderboard-view.ts';
import styles from './leaderboard.module.css';

const DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * A leaderboard: when it runs, then the standings (at most `limit` rows), or an empty state
 * when there are no rows yet, the feed answered the empty object or the back end failed.
 */
export function LeaderboardBoard({
  board,
  phase,
  unavailable = false,
  limit,
  footer,
}: {
  board: LeaderboardView | null;
  phase: LeaderboardPhase;
  unavailable?: boolean;
  limit?: number;
  footer?: ReactNode;
}) {
  const t = useTranslations();
  const format = useFormatter();
  const rows = board ? board.rows.slice(0, limit ?? board.rows.length) : [];
  // The days the competition runs: calendar days, not instants in the culture's time zone.
  const start = formatCalendarDate(format, board?.startDate, DATE);
  const end = formatCalendarDate(format, board?.endDate, DATE);
  return (
    <div className={styles.board} data-testid="leaderboard" data-phase={phase}>
      {start && end && <p className={styles.period}>{t('promotions.period', { start, end })}</p>}
      {rows.length > 0 ? (
        <LeaderboardTable rows={rows} caption={phase === 'ended' ? t('leaderboard.final') : t('leaderboard.caption', { count: rows.length })} />
      ) : (
        <p className={styles.empty} role="status" data-testid="leaderboard-empty">
          {unavailable ? t('leaderboard.unavailable') : t('leaderboard.empty')}
        </p>
      )}
      {footer}
    </div>
  );
}
