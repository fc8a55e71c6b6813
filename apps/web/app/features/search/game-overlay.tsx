import type { CultureRef } from '@mc/sites/href';
import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { platformGameUrl } from '../../lib/platform-url.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { DialogHeader } from '../../ui/dialog/dialog-frame.tsx';
import styles from './search-overlay.module.css';
import { useSearchIndex } from './use-search-index.ts';

/** Game page overlay (#gamepage-… / #search-gamepage-…): the game at a glance, with its page and play links. */
export function GameOverlay({ culture, slug, platformUrl, onClose }: { culture: CultureRef; slug: string; platformUrl: string; onClose: () => void }) {
  const t = useTranslations();
  const { games, isError } = useSearchIndex(culture, true);
  const game = games?.find((candidate) => candidate.slug === slug);

  return (
    <Dialog className={`${styles.dialog} ${styles.game}`} data-testid="game-overlay" onClose={onClose}>
      <DialogHeader title={game?.name ?? t('gameTiles.viewDetails')} closeLabel={t('gameTiles.close')} />
      {game ? (
        <>
          <img className={styles.cover} src={game.thumbnail} alt="" width={400} height={300} />
          <p className={styles.provider}>{t('gameTiles.by', { provider: game.provider })}</p>
          <div className={styles.actions}>
            <a className="button button-primary" href={platformGameUrl(platformUrl, game.slug)} {...domHook(DOM_HOOKS.play, 'real')}>
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
    </Dialog>
  );
}
