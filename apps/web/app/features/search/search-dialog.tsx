import type { CultureRef } from '@mc/sites/href';
import { useId, useMemo, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { DialogHeader } from '../../ui/dialog/dialog-frame.tsx';
import { gameOverlayHash } from './overlay-hash.ts';
import { searchGames } from './search-index.ts';
import styles from './search-overlay.module.css';
import { useSearchIndex } from './use-search-index.ts';

/** Game search on #search: nothing until 2 letters, then a result count or a no-results message. */
export function SearchDialog({ culture, query, onQuery, onClose }: { culture: CultureRef; query: string; onQuery: (q: string) => void; onClose: () => void }) {
  const t = useTranslations('search');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { index, isError, isLoading } = useSearchIndex(culture, true);
  const outcome = useMemo(() => (index ? searchGames(index, query) : null), [index, query]);

  let status: string;
  if (isError) status = t('unavailable');
  else if (!outcome || outcome.state === 'too-short') status = isLoading && query.length >= 2 ? t('loading') : t('minChars');
  else if (outcome.total === 0) status = t('noResults', { query: query.trim() });
  else if (outcome.partial) status = t('didYouMean', { query: query.trim() });
  else status = t('results', { count: outcome.total });

  return (
    <Dialog className={styles.dialog} data-testid="search-overlay" onClose={onClose} initialFocus={inputRef}>
      <DialogHeader title={t('title')} closeLabel={t('close')} />
      <label htmlFor={inputId} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        ref={inputRef}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        placeholder={t('placeholder')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
      <p className={styles.status} role="status" aria-live="polite" data-testid="search-status">
        {status}
      </p>
      {outcome?.state === 'results' && outcome.games.length > 0 && (
        <ul className={styles.results}>
          {outcome.games.map((game) => (
            <li key={game.slug}>
              <a href={gameOverlayHash(game.slug, true)} className={styles.result}>
                <img src={game.thumbnail} alt="" width={80} height={60} loading="lazy" decoding="async" />
                <span>
                  <span className={styles.name}>{game.name}</span>
                  {/* The theme too: a game found by its theme shows why. */}
                  <span className={styles.provider}>{game.theme ? `${game.provider} · ${game.theme}` : game.provider}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
