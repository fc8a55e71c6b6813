import type { CultureRef } from '@mc/sites/href';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { OfferNotes } from '../../lib/offers/offer-notes.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { resolveRichTextLink } from '../../lib/rich-text/resolve-link.ts';
import type { BannerImages } from './banner-media.ts';
import styles from './main-banner.module.css';
import { slideArtLayers } from './slide-art.ts';
import type { ActiveSlide } from './select-slides.ts';

/**
 * One banner slide: background and foreground art (slide-art.ts), then title, call to action
 * and terms, and for an offer what its market asks to stand with it (significant terms, notice). A later slide's art stays out of the first paint: the server leaves it as data
 * (DOM_HOOKS.slideArt) that the carousel turns into images once the page runs, or the island
 * renders it once hydrated, never in competition with the first slide's.
 */
export function BannerSlide({ slide, images, culture, priority }: { slide: ActiveSlide; images: BannerImages; culture: CultureRef; priority: boolean }) {
  const link = resolveRichTextLink(slide.ctaLink, culture);
  const layers = slideArtLayers(images, slide.alt, priority);
  const showImages = useHydrated() || priority;
  // Nothing in a slide starts a native drag: a mouse swipe over the art or the button moves the carousel.
  return (
    <div className={styles.slide}>
      {showImages ? (
        layers.map(({ layer, source, img }) => (
          <picture key={layer}>
            <source media={source.media} srcSet={source.srcSet} width={source.width} height={source.height} />
            <img
              className={styles[layer]}
              src={img.src}
              width={img.width}
              height={img.height}
              alt={img.alt}
              loading={img.loading}
              fetchPriority={img.fetchPriority}
              decoding="async"
              draggable={false}
            />
          </picture>
        ))
      ) : (
        <span hidden {...domHook(DOM_HOOKS.slideArt, JSON.stringify(layers))} />
      )}
      <div className={styles.content} data-offer={slide.offer ? (slide.offer.kind ?? 'general') : undefined}>
        {slide.title && <p className={styles.title}>{slide.title}</p>}
        {link.kind === 'internal' ? (
          <a className="button button-primary" href={link.href} draggable={false}>
            {slide.cta}
          </a>
        ) : link.kind === 'hash' || link.kind === 'external' ? (
          <a
            className="button button-primary"
            href={link.href}
            draggable={false}
            {...(link.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {slide.cta}
          </a>
        ) : null}
        {slide.terms && <p className={styles.terms}>{slide.terms}</p>}
        {slide.offer && (
          <div className={styles.offerNotes}>
            <OfferNotes culture={culture.code} terms={slide.offer.significantTerms} />
          </div>
        )}
      </div>
    </div>
  );
}
