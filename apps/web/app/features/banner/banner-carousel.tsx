import type { CultureRef } from '@mc/sites/href';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import type { BannerImages } from './banner-media.ts';
import { BannerSlide } from './banner-slide.tsx';
import { attachCarousel } from './carousel.ts';
import styles from './main-banner.module.css';
import type { ActiveSlide } from './select-slides.ts';

interface BannerCarouselProps {
  slides: readonly ActiveSlide[];
  images: (slide: ActiveSlide) => BannerImages;
  culture: CultureRef;
  intervalMs: number;
  autoSlideMobile: boolean;
}

/**
 * The slider's markup: slides, arrows, dots and the pause button, as the server renders it.
 * The slider itself is carousel.ts: attached by the page's behaviours when the banner stays
 * static, by this component when the banner is a hydrated island (a visitor's bt banner,
 * an emulated date), anew whenever the slides change.
 */
export default function BannerCarousel({ slides, images, culture, intervalMs, autoSlideMobile }: BannerCarouselProps) {
  const t = useTranslations('banners');
  const root = useRef<HTMLElement>(null);
  const slidesKey = slides.map((slide) => slide.section).join(' ');
  useEffect(() => {
    if (!root.current) return;
    return attachCarousel(root.current, { intervalMs, autoSlideMobile, revealArt: false });
  }, [slidesKey, intervalMs, autoSlideMobile]);
  return (
    <section
      ref={root}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('region')}
      {...domHook(DOM_HOOKS.carousel)}
      {...domHook(DOM_HOOKS.selected, 0)}
      {...domHook(DOM_HOOKS.interval, intervalMs)}
      {...domHook(DOM_HOOKS.autoSlideMobile, String(autoSlideMobile))}
    >
      <div className={styles.viewport} {...domHook(DOM_HOOKS.carouselViewport)}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={`${slide.section}-${index}`}
              className={styles.cell}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { current: index + 1, total: slides.length })}
              data-section={slide.section}
            >
              <BannerSlide slide={slide} images={images(slide)} culture={culture} priority={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label={t('previous')} {...domHook(DOM_HOOKS.carouselPrev)}>
          ‹
        </button>
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={`${slide.section}-dot-${index}`}
              type="button"
              className={styles.dot}
              aria-label={t('goTo', { number: index + 1 })}
              aria-current={index === 0 ? 'true' : undefined}
              {...domHook(DOM_HOOKS.carouselDot)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-label={t('next')} {...domHook(DOM_HOOKS.carouselNext)}>
          ›
        </button>
        <button
          type="button"
          className={styles.pause}
          aria-label={t('play')}
          aria-pressed="true"
          {...domHook(DOM_HOOKS.carouselPause)}
          {...domHook(DOM_HOOKS.labelPause, t('pause'))}
          {...domHook(DOM_HOOKS.labelPlay, t('play'))}
        >
          ▶
        </button>
      </div>
    </section>
  );
}
