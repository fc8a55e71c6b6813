import type { CultureRef } from '@mc/sites/href';
import { useEffect, useRef } from 'react';

import { useTranslations } from 'use-intl';
import { trapTabKey } from '../../lib/focus-trap.ts';
import { platformGameUrl } from '../../lib/platform-url.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import styles from './search-overlay.module.css';
import { useSearchIndex } from './use-search-index.ts';

/** Game page overlay (#gamepage-… / #search-gamepage-…): the game at a glance, with its page and play links. */
export function GameOverlay({ culture, slug, platformUrl, onClose }: { culture: CultureRef; slug: string; platformUrl: string; onClose: () => void }) {
  const t = useTranslations();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { games, isError } = useSearchIndex(culture, true);
  const game = games?.find((candidate) => candidate.slug === slug);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${styles.game}`}
      aria-label={game?.name ?? t('gameTiles.viewDetails')}
      data-testid="game-overlay"
      // Escape closes the dialog natively (the browser may not let a cancel be refused); follow it.
      onClose={onClose}
      onKeyDown={(event) => {
        // Escape is ours: Chrome may skip the cancel step for dialogs shown without a user gesture.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
          return;
        }
        trapTabKey(event, event.currentTarget);
      }}
    >
      <div className={styles.top}>
        <h2 className={styles.title}>{game?.name ?? t('gameTiles.viewDetails')}</h2>
        <button type="button" className={styles.close} aria-label={t('gameTiles.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {game ? (
        <>
          <img className={styles.cover} src={game.thumbnail} alt="" width={400} height={300} />
          <p className={styles.provider}>{t('gameTiles.by', { provider: game.provider })}</p>
          <div className={styles.actions}>
            <a className="button button-primary" href={platformGameUrl(platformUrl, game.slug)}>
              {t('cta.play')}
            </a>
            <a className="button button-secondary" href={game.href}>
              {t('gameTiles.viewDetails')}
            </a>
          </div>
        </>
      ) : (
        <p role="status">{isError || games ? t('gameTiles.unavailable') : t('search.loading')}</p>
      )}
    </dialog>
  );
}
