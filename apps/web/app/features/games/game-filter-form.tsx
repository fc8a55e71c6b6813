import type { GameFeature, GameFilter } from '@mc/sites/game-filter';
import { isFiltered } from '@mc/sites/game-filter';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import styles from './game-filter-form.module.css';
import type { CategoryFacets } from './game-view.ts';

/** Message key (gameTiles.filters) of each feature's label. */
const FEATURE_LABEL = { megaways: 'megaways', jackpot: 'jackpot', 'live-dealer': 'liveDealer', demo: 'demo' } as const satisfies Record<GameFeature, string>;

/**
 * A category's filter: a plain GET form to the page itself (no script), so the filter is the
 * page's URL (shareable, a cached page of its own) and works without JavaScript. `action` is
 * the unfiltered page's URL (href()); the browser writes the query from the fields' names.
 */
export function GameFilterForm({ action, facets, filter }: { action: string; facets: CategoryFacets; filter: GameFilter }) {
  const t = useTranslations('gameTiles');
  const id = useId();
  if (facets.providers.length < 2 && facets.features.length === 0) return null;
  return (
    <form method="get" action={action} className={styles.form} aria-labelledby={`${id}-title`} data-testid="game-filter">
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('filters.title')}
      </h2>
      {facets.providers.length > 1 && (
        <label className={styles.provider}>
          <span className={styles.label}>{t('filters.provider')}</span>
          <select name="provider" defaultValue={filter.provider ?? ''} className={styles.select}>
            <option value="">{t('filters.allProviders')}</option>
            {facets.providers.map((provider) => (
              <option key={provider.slug} value={provider.slug}>
                {provider.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {facets.features.length > 0 && (
        <fieldset className={styles.features}>
          <legend className={styles.label}>{t('filters.features')}</legend>
          {facets.features.map((feature) => (
            <label key={feature} className={styles.feature}>
              <input type="checkbox" name="feature" value={feature} defaultChecked={filter.features.includes(feature)} />
              {t(`filters.${FEATURE_LABEL[feature]}`)}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button-secondary">
          {t('filters.apply')}
        </button>
        {isFiltered(filter) && (
          <a href={action} className={styles.clear}>
            {t('filters.clear')}
          </a>
        )}
      </div>
    </form>
  );
}

/** What a filter that leaves no game says, with the way back to the whole category. */
export function NoFilterMatch({ action }: { action: string }) {
  const t = useTranslations('gameTiles');
  return (
    <p className={styles.noMatch} role="status">
      {t('filters.noMatch')} <a href={action}>{t('filters.clear')}</a>
    </p>
  );
}
