import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import styles from './blog.module.css';
import { POST_IMAGE, type PostCardData } from './blog-view.ts';
import { PostMeta } from './post-meta.tsx';

export interface PostCardProps {
  post: PostCardData;
  /** Level of the title in the page's outline. */
  headingLevel?: 2 | 3;
  /** The large card at the top of the blog home (its image is the LCP element, loaded eagerly). */
  featured?: boolean;
}

/** A post in a list: image, topic, title (the link to the post), excerpt, date and reading time. */
export function PostCard({ post, headingLevel = 3, featured = false }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card} data-post={post.slug}>
      <div className={styles.media}>
        {post.image &&
          (featured ? (
            <img src={post.image} alt="" width={POST_IMAGE.width} height={POST_IMAGE.height} decoding="async" />
          ) : (
            <LazyImage src={post.image} alt="" width={POST_IMAGE.width} height={POST_IMAGE.height} />
          ))}
      </div>
      <div className={styles.cardBody}>
        <a href={post.tag.href} className={styles.tag}>
          {post.tag.name}
        </a>
        <Heading className={styles.cardTitle}>
          <a href={post.href} className={styles.cardLink} {...domHook(DOM_HOOKS.postLink)}>
            {post.title}
          </a>
        </Heading>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <PostMeta publishedAt={post.publishedAt} publishedText={post.publishedText} readingMinutes={post.readingMinutes} />
      </div>
    </article>
  );
}
