import { useTranslations } from 'use-intl';
import styles from './blog.module.css';

/** Date, reading time and (optionally) author of a post. */
export function PostMeta({
  publishedAt,
  publishedText,
  readingMinutes,
  author,
}: {
  publishedAt: string;
  publishedText: string | null;
  readingMinutes: number;
  author?: string;
}) {
  const t = useTranslations('blog');
  const date = new Date(publishedAt);
  const valid = publishedText !== null && !Number.isNaN(date.getTime());
  return (
    <p className={styles.meta}>
      {author && <span>{t('byAuthor', { author })}</span>}
      {valid && <time dateTime={date.toISOString()}>{publishedText}</time>}
      {readingMinutes > 0 && <span>{t('readingTime', { minutes: readingMinutes })}</span>}
    </p>
  );
}
