import { RichText } from '../../lib/rich-text/rich-text.tsx';
import { useRootData } from '../../lib/use-root-data.ts';
import styles from './blog.module.css';
import { POST_IMAGE, type PostView } from './blog-view.ts';
import { PostEmbeds } from './post-embeds.tsx';
import { PostMeta } from './post-meta.tsx';

/**
 * The body of a post below its heading: topic, author, date, reading time, image, the text
 * through the allowlist renderer (HTML in content stays inert text) and the embeds.
 */
export function PostArticle({ post }: { post: PostView }) {
  const { culture } = useRootData();
  return (
    <div className={styles.article}>
      <div className={styles.articleHead}>
        <a href={post.tag.href} className={styles.tag}>
          {post.tag.name}
        </a>
        <PostMeta publishedAt={post.publishedAt} publishedText={post.publishedText} readingMinutes={post.readingMinutes} author={post.author} />
      </div>
      {post.image && <img className={styles.hero} src={post.image} alt="" width={POST_IMAGE.width} height={POST_IMAGE.height} decoding="async" />}
      {post.excerpt && <p className={styles.lede}>{post.excerpt}</p>}
      <RichText className={`prose ${styles.body}`} text={post.body} culture={culture} />
      <PostEmbeds embeds={post.embeds} />
    </div>
  );
}
