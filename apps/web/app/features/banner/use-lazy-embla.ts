import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { BANNER } from './banner-constants.ts';

export interface LazyEmbla {
  embla: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * Embla attaches to markup that is already on the page (the server renders every slide), so
 * the carousel's code can arrive after hydration: it stays off the critical path of the
 * page's first load (about 8 KB gzip) while the first slide, the LCP image, is already shown.
 * Until it arrives the arrows and dots simply do nothing.
 */
export function useLazyEmbla(options: EmblaOptionsType, intervalMs: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [carousel, setCarousel] = useState<LazyEmbla | null>(null);
  const { loop, duration } = options;
  useEffect(() => {
    let cancelled = false;
    let instance: EmblaCarouselType | null = null;
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')])
      .then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled || !viewportRef.current) return;
        const autoplay = Autoplay({ delay: intervalMs || BANNER.defaultIntervalMs, playOnInit: false, stopOnMouseEnter: true, stopOnInteraction: false });
        instance = EmblaCarousel(viewportRef.current, { loop, duration }, [autoplay]);
        setCarousel({ embla: instance, autoplay });
      })
      .catch((error: unknown) => console.warn('[banner] the carousel could not load; the first slide stays', error));
    return () => {
      cancelled = true;
      instance?.destroy();
      setCarousel(null);
    };
  }, [loop, duration, intervalMs]);
  return [viewportRef, carousel] as const;
}
