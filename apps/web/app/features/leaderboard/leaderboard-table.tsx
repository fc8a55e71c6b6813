import { useFormatter, useTranslations } from 'use-intl';
import type { LeaderboardRow } from './leaderboard-schemas.ts';
import styles from './leaderboard.module.css';

/** The standings: rank, player (the row header), city and points, captioned. */
export function LeaderboardTable({ rows, caption }: { rows: readonly LeaderboardRow[]; caption: string }) {
  const t = useTranslations('leaderboard');
  const format = useFormatter();
  return (
    <table className={styles.table} data-testid="leaderboard-table">
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.rank}>
            {t('rank')}
          </th>
          <th scope="col">{t('player')}</th>
          <th scope="col">{t('city')}</th>
          <th scope="col" className={styles.number}>
            {t('points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rank} data-rank={row.rank}>
            <td className={styles.rank}>{format.number(row.rank)}</td>
            <th scope="row" className={styles.player}>
              {row.player}
            </th>
            <td>{row.city}</td>
            <td className={styles.number}>{format.number(row.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
