import { useFormatter, useTranslations } from 'use-intl';
import styles from './blog.module.css';

/** Date, reading time and (optionally) author of a post. */
export function PostMeta({ publishedAt, readingMinutes, author }: { publishedAt: string; readingMinutes: number; author?: string }) {
  const t = useTranslations('blog');
  const format = useFormatter();
  const date = new Date(publishedAt);
  const valid = !Number.isNaN(date.getTime());
  return (
    <p className={styles.meta}>
      {author && <span>{t('byAuthor', { author })}</span>}
      {valid && <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: 'medium' })}</time>}
      {readingMinutes > 0 && <span>{t('readingTime', { minutes: readingMinutes })}</span>}
    </p>
  );
}
