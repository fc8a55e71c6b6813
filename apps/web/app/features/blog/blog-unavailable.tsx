import { useTranslations } from 'use-intl';
import styles from './blog.module.css';

/** What a blog page shows when the back end could not answer: a 200 page that heals by itself. */
export function BlogUnavailable() {
  const t = useTranslations('blog');
  return (
    <p className={styles.notice} role="status" data-blog-unavailable="">
      {t('unavailable')}
    </p>
  );
}
