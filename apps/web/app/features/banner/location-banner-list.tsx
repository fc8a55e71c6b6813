import type { CultureRef } from '@mc/sites/href';
import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import { OfferNotes } from '../../lib/offers/offer-notes.tsx';
import { resolveRichTextLink } from '../../lib/rich-text/resolve-link.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { LOCATION_HEADING } from './location-banners.ts';
import type { LocationBannerList } from './location-banners.server.ts';
import styles from './location-banners.module.css';

/**
 * Editorial art of the platform (1200x630): the box keeps that ratio. Lazy as the page's other
 * images (ui/lazy-image.tsx): Chromium's native lazy loading fetched and decoded the first
 * banner of a phone's game page, well below the fold, during the page's load.
 */
const ART = { width: 1200, height: 630 } as const;

/**
 * A location's banners (home game banners, game-page, blog and blog-post banners), as the server
 * renders them at the time of the request. Each carries the end of its date window: the page's
 * behaviour (banner-windows.ts) hides one whose window closes while the page is cached or open.
 */
export function LocationBanners({ list, culture }: { list: LocationBannerList | null; culture: CultureRef }) {
  const t = useTranslations('banners.lists');
  if (!list || list.banners.length === 0) return null;
  const headingId = `banners-${list.location}`;
  return (
    <section className={styles.list} aria-labelledby={headingId} {...domHook(DOM_HOOKS.bannerList, list.location)}>
      <h2 id={headingId} className={styles.title}>
        {t(LOCATION_HEADING[list.location])}
      </h2>
      <ul className={styles.items}>
        {list.banners.map((banner) => {
          const link = resolveRichTextLink(banner.ctaLink, culture);
          return (
            <li
              key={banner.id}
              className={styles.item}
              data-banner-id={banner.id}
              data-offer={banner.offer ? (banner.offer.kind ?? 'general') : undefined}
              {...domHook(DOM_HOOKS.bannerEnd, banner.end ?? '')}
            >
              {banner.image && <LazyImage className={styles.image} src={banner.image} alt="" width={ART.width} height={ART.height} />}
              <div className={styles.body}>
                <h3 className={styles.itemTitle}>{banner.title}</h3>
                {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
                {link.kind !== 'none' && (
                  <a
                    className={`button button-secondary ${styles.cta}`}
                    href={link.href}
                    {...(link.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {banner.ctaLabel}
                  </a>
                )}
                {banner.offer && <OfferNotes culture={culture.code} terms={banner.offer.significantTerms} />}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
