import { BANNER, DESKTOP_MEDIA } from './banner-constants.ts';
import type { BannerImages } from './banner-media.ts';

/** One layer of a slide's art: a <picture> with the desktop source and the mobile image. */
export interface ArtLayer {
  layer: 'bg' | 'fg';
  source: { media: string; srcSet: string; width: number; height: number };
  img: { src: string; width: number; height: number; alt: string; loading: 'eager' | 'lazy'; fetchPriority?: 'high' | 'low' };
}

/**
 * A slide's background and foreground with desktop/mobile art and reserved dimensions (no
 * layout shift). The first slide is the page's LCP element: eager, high fetch priority; the
 * others load lazily. Every layer decodes off the main thread (`decoding="async"`): a
 * synchronous decode of the LCP image was measured as a 22 ms main-thread task. One
 * description for the server's markup and the carousel's DOM.
 */
export function slideArtLayers(images: BannerImages, alt: string, priority: boolean): ArtLayer[] {
  const loading = priority ? 'eager' : 'lazy';
  return [
    {
      layer: 'bg',
      source: { media: DESKTOP_MEDIA, srcSet: images.desktopBg, width: BANNER.desktopBg.width, height: BANNER.desktopBg.height },
      img: { src: images.mobileBg, width: BANNER.mobileBg.width, height: BANNER.mobileBg.height, alt, loading, fetchPriority: priority ? 'high' : 'low' },
    },
    {
      layer: 'fg',
      source: { media: DESKTOP_MEDIA, srcSet: images.desktopFg, width: BANNER.desktopFg.width, height: BANNER.desktopFg.height },
      img: { src: images.mobileFg, width: BANNER.mobileFg.width, height: images.mobileFgHeight, alt: '', loading },
    },
  ];
}

/** The layers as DOM, for art the server left out of the first paint (see attachCarousel). */
export function artElements(layers: readonly ArtLayer[], classOf: (layer: ArtLayer['layer']) => string): HTMLPictureElement[] {
  return layers.map(({ layer, source, img }) => {
    const picture = document.createElement('picture');
    const sourceElement = document.createElement('source');
    Object.assign(sourceElement, { media: source.media, srcset: source.srcSet, width: source.width, height: source.height });
    const image = document.createElement('img');
    Object.assign(image, {
      className: classOf(layer),
      width: img.width,
      height: img.height,
      alt: img.alt,
      loading: img.loading,
      decoding: 'async',
      draggable: false,
    });
    if (img.fetchPriority) image.setAttribute('fetchpriority', img.fetchPriority);
    image.src = img.src;
    picture.append(sourceElement, image);
    return picture;
  });
}
