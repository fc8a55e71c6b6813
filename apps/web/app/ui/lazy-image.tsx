import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** Lazy-load intersection threshold (spec/shell.md section 9). */
export const LAZY_THRESHOLD = 0.1;

/**
 * An image whose source is set only once it (or its box) intersects the viewport: native
 * lazy loading also fetches images in horizontal sliders and the footer straight away, which
 * competes with the page's LCP image on slow connections. The box keeps its size meanwhile.
 */
export function LazyImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD, rootMargin: '0px 300px 300px 300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <img ref={ref} alt={alt} {...props} src={visible ? src : undefined} data-src={visible ? undefined : src} decoding="async" />;
}
