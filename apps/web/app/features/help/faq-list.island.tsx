import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { RichText } from '../../lib/rich-text/rich-text.tsx';
import type { Faq } from './faq-api.server.ts';
import styles from './faq.module.css';
import { filterFaq } from './filter-faq.ts';

/**
 * The FAQ (an island, hydrated when the visitor reaches for it): a search field filtering on
 * the page, then groups of disclosure widgets (native details/summary). What was typed
 * before the island's code arrived is taken from the field when it mounts.
 */
export function FaqList({ groups }: { groups: Faq['groups'] }) {
  const t = useTranslations('info.help');
  const { culture } = useIslandPage();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);
  const shown = filterFaq(groups, query);
  const count = shown.reduce((sum, group) => sum + group.items.length, 0);
  if (groups.length === 0) return <p role="status">{t('empty')}</p>;
  return (
    <div className={styles.faq}>
      <div role="search" className={styles.search}>
        <label htmlFor={inputId}>{t('search')}</label>
        <input
          ref={input}
          id={inputId}
          type="search"
          defaultValue=""
          maxLength={80}
          placeholder={t('placeholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p role="status" aria-live="polite" className={styles.count}>
          {query.trim() ? t('results', { count, query: query.trim() }) : ''}
        </p>
      </div>
      {shown.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`} className={styles.group}>
          <h2 id={`faq-${group.id}`}>{group.title}</h2>
          {group.items.map((item) => (
            <details key={item.id} className={styles.item} open={query.trim() !== '' && count <= 3}>
              <summary>{item.question}</summary>
              <RichText className="prose" text={item.answer} culture={culture} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
