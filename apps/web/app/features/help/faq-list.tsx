import type { CultureRef } from '@mc/sites/href';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { RichText } from '../../lib/rich-text/rich-text.tsx';
import type { Faq } from './faq-api.server.ts';
import styles from './faq.module.css';
import { filterFaq } from './filter-faq.ts';

/** The FAQ: a search field filtering on the page, then groups of disclosure widgets (native details/summary). */
export function FaqList({ groups, culture }: { groups: Faq['groups']; culture: CultureRef }) {
  const t = useTranslations('info.help');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = filterFaq(groups, query);
  const count = shown.reduce((sum, group) => sum + group.items.length, 0);
  if (groups.length === 0) return <p role="status">{t('empty')}</p>;
  return (
    <div className={styles.faq}>
      <div role="search" className={styles.search}>
        <label htmlFor={inputId}>{t('search')}</label>
        <input id={inputId} type="search" value={query} maxLength={80} placeholder={t('placeholder')} onChange={(event) => setQuery(event.target.value)} />
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
