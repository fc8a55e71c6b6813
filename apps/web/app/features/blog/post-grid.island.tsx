import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'use-intl';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import styles from './blog.module.css';
import type { PostListData } from './blog-view.ts';
import { PostCard } from './post-card.tsx';
import { nextVisible } from './post-paging.ts';

export interface PostGridProps {
  posts: PostListData;
  /** Posts shown before the first "More posts"; the rest are in the page, hidden until asked for. */
  initialCount: number;
  headingLevel?: 2 | 3;
  /** Shown once every listed post is visible but the back end has more (the list is capped). */
  cappedHint?: string;
}

/**
 * A grid of post cards with "More posts": the page holds the next posts already (the same
 * HTML for every visitor, so shared caches can keep it), and the button reveals them a few at
 * a time, moving focus to the first new post and announcing the count.
 */
export function PostGrid({ posts, initialCount, headingLevel = 3, cappedHint }: PostGridProps) {
  const t = useTranslations('blog');
  const available = posts.items.length;
  const [visible, setVisible] = useState(() => Math.min(Math.max(initialCount, 0), available));
  const list = useRef<HTMLUListElement>(null);

  if (available === 0) return null;
  const more = visible < available;
  return (
    <>
      <ul className={styles.grid} ref={list}>
        {posts.items.map((post, index) => (
          <li key={post.id} hidden={index >= visible}>
            <PostCard post={post} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {visible > initialCount ? t('shown', { shown: visible, total: Math.max(posts.total, available) }) : ''}
      </p>
      {more && (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          onClick={() => {
            const firstNew = visible;
            flushSync(() => setVisible(nextVisible(visible, available)));
            list.current?.children[firstNew]?.querySelector<HTMLElement>(hookSelector(DOM_HOOKS.postLink))?.focus();
          }}
        >
          {t('morePosts')}
        </button>
      )}
      {!more && cappedHint && posts.total > available && <p className={styles.hint}>{cappedHint}</p>}
    </>
  );
}
