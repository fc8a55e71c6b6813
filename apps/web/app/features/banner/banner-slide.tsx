import type { CultureRef } from '@mc/sites/href';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { resolveRichTextLink } from '../../lib/rich-text/resolve-link.ts';
import { BANNER, DESKTOP_MEDIA, MOBILE_MEDIA } from './banner-constants.ts';
import type { BannerImages } from './banner-media.ts';
import styles from './main-banner.module.css';
import type { ActiveSlide } from './select-slides.ts';

/**
 * One banner slide: background and foreground layers with desktop/mobile art (reserved
 * dimensions, so no layout shift), then title, call to action and terms. The first slide
 * is the page's LCP element: eager, high fetch priority; the others load lazily.
 */
export function BannerSlide({ slide, images, culture, priority }: { slide: ActiveSlide; images: BannerImages; culture: CultureRef; priority: boolean }) {
  const link = resolveRichTextLink(slide.ctaLink, culture);
  if (priority) {
    // The LCP image sits in <picture>, which React does not preload by itself: announce both arts in <head>.
    preload(images.desktopBg, { as: 'image', fetchPriority: 'high', media: DESKTOP_MEDIA });
    preload(images.mobileBg, { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA });
  }
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'low';
  // Later slides fetch their art after hydration, never in competition with the first one's.
  const showImages = useHydrated() || priority;
  // Nothing in a slide starts a native drag: a mouse swipe over the art or the button moves the carousel.
  return (
    <div className={styles.slide}>
      {showImages && (
        <>
          <picture>
            <source media={DESKTOP_MEDIA} srcSet={images.desktopBg} width={BANNER.desktopBg.width} height={BANNER.desktopBg.height} />
            <img
              className={styles.bg}
              src={images.mobileBg}
              width={BANNER.mobileBg.width}
              height={BANNER.mobileBg.height}
              alt={slide.alt}
              loading={loading}
              fetchPriority={fetchPriority}
              decoding={priority ? 'sync' : 'async'}
              draggable={false}
            />
          </picture>
          <picture>
            <source media={DESKTOP_MEDIA} srcSet={images.desktopFg} width={BANNER.desktopFg.width} height={BANNER.desktopFg.height} />
            <img className={styles.fg} src={images.mobileFg} width={BANNER.mobileFg.width} height={images.mobileFgHeight} alt="" loading={loading} decoding="async" draggable={false} />
          </picture>
        </>
      )}
      <div className={styles.content}>
        {slide.title && <p className={styles.title}>{slide.title}</p>}
        {link.kind === 'internal' ? (
          <Link className="button button-primary" to={link.href} draggable={false}>
            {slide.cta}
          </Link>
        ) : link.kind === 'hash' || link.kind === 'external' ? (
          <a className="button button-primary" href={link.href} draggable={false} {...(link.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {slide.cta}
          </a>
        ) : null}
        {slide.terms && <p className={styles.terms}>{slide.terms}</p>}
      </div>
    </div>
  );
}
