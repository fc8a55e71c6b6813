import { useEffect, useRef } from 'react';
import { DOM_HOOKS, domHook } from '../lib/dom-hooks.ts';
import { observeLazyImage } from './lazy-images.ts';
import { placeholderSrc } from './placeholder-image.ts';

/**
 * An image loaded only once it nears the viewport: native lazy loading also fetches images
 * in horizontal sliders and the footer straight away, which competes with the page's LCP
 * image on slow connections. Until then a transparent placeholder of the same size holds its
 * place. Only the `src` attribute changes when it loads, so an island can still hydrate over
 * it; the page's lazy-image behaviour (or, inside an island, this component) watches it.
 */
export function LazyImage({ src, alt, className, width, height }: { src: string; alt: string; className?: string; width: number; height: number }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => (ref.current ? observeLazyImage(ref.current) : undefined), []);
  return (
    <img
      ref={ref}
      className={className}
      src={placeholderSrc(width, height)}
      {...domHook(DOM_HOOKS.lazySrc, src)}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
    />
  );
}
