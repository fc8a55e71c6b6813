import { useTranslations } from 'use-intl';
import type { GameTileData } from './game-view.ts';
import styles from './game-tile.module.css';

const FLAGS = ['slingoOriginal', 'new', 'popular', 'jackpot', 'liveDealer'] as const;

/** Tile badges (spec/catalogue.md section 3): Slingo original, rating, popular, new, jackpot, live dealer. */
export function GameBadges({ badges }: { badges: NonNullable<GameTileData['badges']> }) {
  const t = useTranslations('gameTiles.badges');
  const flags = FLAGS.filter((flag) => badges[flag]).slice(0, 2);
  return (
    <>
      {flags.length > 0 && (
        <ul className={styles.badges}>
          {flags.map((flag) => (
            <li key={flag} className={styles.badge} data-badge={flag}>
              {t(flag)}
            </li>
          ))}
        </ul>
      )}
      {badges.rating && (
        <span className={styles.rating} title={t('rating', { rating: badges.rating.value })}>
          <span aria-hidden="true">★</span> {badges.rating.value.toFixed(1)}
          <span className="visually-hidden">{t('rating', { rating: badges.rating.value })}</span>
        </span>
      )}
    </>
  );
}
