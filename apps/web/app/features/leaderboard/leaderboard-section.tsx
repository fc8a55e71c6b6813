import { useTranslations } from 'use-intl';
import { LeaderboardBoard } from './leaderboard-board.tsx';
import { LEADERBOARD_PREVIEW_ROWS, type LeaderboardPhase, type LeaderboardView } from './leaderboard-view.ts';
import styles from './leaderboard.module.css';

/** A promotion's leaderboard on its page: the top rows and a link to the whole board. */
export function LeaderboardSection({
  board,
  phase,
  href,
  unavailable,
}: {
  board: LeaderboardView | null;
  phase: LeaderboardPhase;
  href: string;
  unavailable: boolean;
}) {
  const t = useTranslations('leaderboard');
  return (
    <section className={styles.section} aria-labelledby="promotion-leaderboard-title" data-testid="promotion-leaderboard">
      <h2 id="promotion-leaderboard-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <LeaderboardBoard
        board={board}
        phase={phase}
        unavailable={unavailable}
        limit={LEADERBOARD_PREVIEW_ROWS}
        footer={
          <a className={styles.more} href={href}>
            {t('full')}
          </a>
        }
      />
    </section>
  );
}
