import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** Lazy-load intersection threshold (spec/shell.md section 9). */
export const LAZY_THRESHOLD = 0.1;

/**
 * An image mounted only once its box intersects the viewport: native lazy loading also
 * fetches images in horizontal sliders and the footer straight away, which competes with the
 * page's LCP image on slow connections. Until then an empty box of the same size holds its place.
 */
export function LazyImage({ src, alt, className, width, height, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; width: number; height: number }) {
  const ref = useRef<HTMLSpanElement>(null);
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
  if (visible) return <img src={src} alt={alt} className={className} width={width} height={height} decoding="async" {...props} />;
  return <span ref={ref} className={className} data-lazy-src={src} style={{ display: 'block', width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}` }} />;
}
