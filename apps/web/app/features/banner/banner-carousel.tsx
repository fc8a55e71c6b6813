import type { CultureRef } from '@mc/sites/href';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { BANNER, DESKTOP_MEDIA } from './banner-constants.ts';
import type { BannerImages } from './banner-media.ts';
import { BannerSlide } from './banner-slide.tsx';
import styles from './main-banner.module.css';
import type { ActiveSlide } from './select-slides.ts';
import { useLazyEmbla } from './use-lazy-embla.ts';

interface BannerCarouselProps {
  slides: readonly ActiveSlide[];
  images: (slide: ActiveSlide) => BannerImages;
  culture: CultureRef;
  intervalMs: number;
  autoSlideMobile: boolean;
}

/** Embla's scroll duration (a physics factor, not ms): 20 settles a full-width slide in about 300 ms. */
const EMBLA_DURATION = 20;

/**
 * The slider (Embla): auto-advances (always on desktop, on mobile as the banner says),
 * pauses on hover and touch, wraps from last to first, with dots, arrows, swipe and a
 * pause button; a swipe shorter than 50 px does not change the slide.
 */
export default function BannerCarousel({ slides, images, culture, intervalMs, autoSlideMobile }: BannerCarouselProps) {
  const t = useTranslations('banners');
  const [viewportRef, carousel] = useLazyEmbla({ loop: true, duration: EMBLA_DURATION }, intervalMs);
  const embla = carousel?.embla;
  const autoplay = carousel?.autoplay;
  const [selected, setSelected] = useState(0);
  const [autoEnabled, setAutoEnabled] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const swipe = useRef<{ x: number; index: number } | null>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setAutoEnabled((desktop.matches || autoSlideMobile) && !reducedMotion.matches);
    update();
    desktop.addEventListener('change', update);
    return () => desktop.removeEventListener('change', update);
  }, [autoSlideMobile]);

  useEffect(() => {
    if (!embla || !autoplay) return;
    if (autoEnabled && !userPaused) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay, autoEnabled, userPaused]);

  const onPointerDown = useCallback((event: React.PointerEvent) => {
    swipe.current = { x: event.clientX, index: embla?.selectedScrollSnap() ?? 0 };
  }, [embla]);
  const onPointerUp = useCallback((event: React.PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || !embla) return;
    const dx = event.clientX - start.x;
    requestAnimationFrame(() => {
      const moved = embla.selectedScrollSnap() !== start.index;
      // Shorter than the minimum swipe: stay on (or go back to) the slide it started from.
      if (Math.abs(dx) < BANNER.swipeMinPx) {
        if (moved) embla.scrollTo(start.index);
      } else if (!moved) {
        // A slow but long enough swipe: Embla would snap back by velocity; the spec says it changes the slide.
        if (dx < 0) embla.scrollNext();
        else embla.scrollPrev();
      }
    });
  }, [embla]);

  // A click that lands before Embla has arrived is kept and carried out when it does.
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const command = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (embla) action(embla);
      else pending.current = action;
    },
    [embla],
  );
  useEffect(() => {
    if (!embla || !pending.current) return;
    pending.current(embla);
    pending.current = null;
  }, [embla]);

  const playing = autoEnabled && !userPaused;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('region')} data-selected={selected} data-autoplay={playing || undefined} data-ready={embla ? '' : undefined}>
      <div className={styles.viewport} ref={viewportRef} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
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
        <button type="button" className={styles.arrow} aria-label={t('previous')} onClick={() => command((api) => api.scrollPrev())}>
          ‹
        </button>
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={`${slide.section}-dot-${index}`}
              type="button"
              className={styles.dot}
              aria-label={t('goTo', { number: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => command((api) => api.scrollTo(index))}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-label={t('next')} onClick={() => command((api) => api.scrollNext())}>
          ›
        </button>
        <button type="button" className={styles.pause} aria-label={playing ? t('pause') : t('play')} aria-pressed={!playing} onClick={() => setUserPaused(playing)}>
          {playing ? '❚❚' : '▶'}
        </button>
      </div>
    </section>
  );
}
