import { useId } from 'react';

import { useTranslations } from 'use-intl';
import { LazyImage } from '../../ui/lazy-image.tsx';
import styles from './blog.module.css';
import { GAME_IMAGE, POST_IMAGE, type EmbedView } from './blog-view.ts';

/**
 * A post's embeds, after its body and in order. Nothing here loads from a third party: a
 * video is a link to its player page (new tab), never an iframe or a script.
 */
export function PostEmbeds({ embeds }: { embeds: readonly EmbedView[] }) {
  const t = useTranslations('blog');
  const headingId = useId();
  if (embeds.length === 0) return null;
  return (
    <section className={styles.embeds} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('embeds.title')}
      </h2>
      <ul className={styles.embedList}>
        {embeds.map((embed) => (
          <li key={`${embed.kind}-${embed.id}`} data-embed={embed.kind}>
            <EmbedCard embed={embed} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmbedCard({ embed }: { embed: EmbedView }) {
  const t = useTranslations('blog.embeds');
  switch (embed.kind) {
    case 'quote':
      return (
        <figure className={`${styles.embed} ${styles.quote}`}>
          <blockquote>
            <p>{embed.text}</p>
          </blockquote>
          {embed.title && <figcaption>{embed.title}</figcaption>}
        </figure>
      );
    case 'game':
      return (
        <a href={embed.href} className={styles.embed}>
          {embed.image && (
            <span className={styles.embedMedia}>
              <LazyImage src={embed.image} alt="" width={GAME_IMAGE.width} height={GAME_IMAGE.height} />
            </span>
          )}
          <span className={styles.embedText}>
            <span className={styles.embedKind}>{t('game')}</span>
            <strong className={styles.embedTitle}>{embed.title}</strong>
            <span className={styles.embedCta}>{t('gameCta')}</span>
          </span>
        </a>
      );
    case 'video':
      return (
        <a href={embed.href} className={styles.embed} target="_blank" rel="noopener noreferrer nofollow">
          <span className={styles.embedText}>
            <span className={styles.embedKind}>{t('video')}</span>
            <strong className={styles.embedTitle}>{embed.title}</strong>
            {embed.text && <span>{embed.text}</span>}
            <span className={styles.embedCta}>
              {t('videoCta')}
              <span className="visually-hidden"> {t('newTab')}</span>
            </span>
          </span>
        </a>
      );
    case 'promotion': {
      const content = (
        <>
          {embed.image && (
            <span className={styles.embedMedia}>
              <LazyImage src={embed.image} alt="" width={POST_IMAGE.width} height={POST_IMAGE.height} />
            </span>
          )}
          <span className={styles.embedText}>
            <span className={styles.embedKind}>{t('promotion')}</span>
            <strong className={styles.embedTitle}>{embed.title}</strong>
            {embed.text && <span>{embed.text}</span>}
            <span className={styles.embedCta}>
              {t('promotionCta')}
              {embed.external && <span className="visually-hidden"> {t('newTab')}</span>}
            </span>
          </span>
        </>
      );
      return embed.external ? (
        <a href={embed.href} className={styles.embed} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <a href={embed.href} className={styles.embed}>
          {content}
        </a>
      );
    }
  }
}
