import { useFormatter, useTranslations } from 'use-intl';
import type { GameTileData } from './game-view.ts';
import styles from './game-tile.module.css';

const FLAGS = ['slingoOriginal', 'new', 'popular', 'jackpot', 'liveDealer'] as const;
/** A rating always shows one decimal ("4,0" in German), as the culture writes it. */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** Tile badges (spec/catalogue.md section 3): Slingo original, rating, popular, new, jackpot, live dealer. */
export function GameBadges({ badges }: { badges: NonNullable<GameTileData['badges']> }) {
  const t = useTranslations('gameTiles.badges');
  const format = useFormatter();
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
          <span aria-hidden="true">★</span> {format.number(badges.rating.value, ONE_DECIMAL)}
          <span className="visually-hidden">{t('rating', { rating: badges.rating.value })}</span>
        </span>
      )}
    </>
  );
}
