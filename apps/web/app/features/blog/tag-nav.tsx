import { useId } from 'react';

import { useTranslations } from 'use-intl';
import styles from './blog.module.css';
import type { TagLink } from './blog-view.ts';

/** The blog's topics with their post counts; the current one is marked. */
export function TagNav({ tags, current }: { tags: readonly TagLink[]; current?: string }) {
  const t = useTranslations('blog');
  const headingId = useId();
  if (tags.length === 0) return null;
  return (
    <nav className={styles.topics} aria-labelledby={headingId} id="blog-topics">
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('tags')}
      </h2>
      <ul className={styles.tagList}>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <a href={tag.href} className={styles.tagPill} aria-current={tag.slug === current ? 'page' : undefined}>
              {tag.name}
              {tag.count !== null && ' '}
              {tag.count !== null && <span className={styles.tagCount}>{t('postCount', { count: tag.count })}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
