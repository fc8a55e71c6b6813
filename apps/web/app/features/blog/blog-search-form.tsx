import { href } from '@mc/sites/href';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { useRootData } from '../../lib/use-root-data.ts';
import styles from './blog.module.css';
import { SEARCH_MAX_LENGTH } from './search-query.ts';

/**
 * The blog search: a plain GET form to the search page (no script involved). `q` is the only
 * parameter.
 */
export function BlogSearchForm({ q = '' }: { q?: string }) {
  const t = useTranslations('blog');
  const { culture } = useRootData();
  const inputId = useId();
  return (
    <form method="get" action={href({ route: 'blogSearch', culture })} role="search" aria-labelledby={`${inputId}-label`} className={styles.search}>
      <label id={`${inputId}-label`} htmlFor={inputId} className={styles.searchLabel}>
        {t('searchLabel')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button-primary">
          {t('searchSubmit')}
        </button>
      </div>
    </form>
  );
}
