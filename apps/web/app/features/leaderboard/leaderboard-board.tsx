import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
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
  const start = board ? Date.parse(board.startDate) : Number.NaN;
  const end = board ? Date.parse(board.endDate) : Number.NaN;
  return (
    <div className={styles.board} data-testid="leaderboard" data-phase={phase}>
      {!Number.isNaN(start) && !Number.isNaN(end) && (
        <p className={styles.period}>{t('promotions.period', { start: format.dateTime(new Date(start), DATE), end: format.dateTime(new Date(end), DATE) })}</p>
      )}
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
