import { useLayoutEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { useContextTime } from '../../lib/state/ui-store-provider.tsx';
import type { BannerData } from './banner-api.server.ts';
import BannerCarousel from './banner-carousel.tsx';
import { BannerSlide } from './banner-slide.tsx';
import { bannerView } from './banner-view.ts';
import styles from './main-banner.module.css';
import { useBtText } from './use-bt-text.ts';

/**
 * The main banner of a page (an island). Server-rendered from the route's config for today;
 * in the browser it follows the emulated date (`dem`) and the visitor's bt code.
 */
export function MainBanner({ data }: { data: BannerData }) {
  const { culture } = useIslandPage();
  const t = useTranslations('banners');
  const now = useContextTime();
  const { bt, text, loaded } = useBtText(data.apiBase, culture.code);
  const { selection, images } = bannerView(data, culture.code, now, bt && text ? { code: bt, text } : null);
  const box = useRef<HTMLDivElement>(null);
  const btCode = bt?.code ?? null;
  useLayoutEffect(() => holdHeight(box.current, btCode !== null), [btCode]);
  if (selection.kind === 'none') return null;
  return (
    <div
      ref={box}
      className={styles.banner}
      data-testid="main-banner"
      data-loaded={loaded}
      data-bt-pending={bt && !loaded ? '' : undefined}
      data-bt={text ? bt?.code : undefined}
      data-kind={selection.kind}
    >
      {selection.kind === 'carousel' ? (
        <BannerCarousel
          slides={selection.slides}
          images={images}
          culture={culture}
          intervalMs={data.config.interval}
          autoSlideMobile={data.config.autoSlideMobile}
        />
      ) : (
        <section className={styles.plain} aria-label={t('region')} data-section={selection.slide.section}>
          <BannerSlide slide={selection.slide} images={images(selection.slide)} culture={culture} priority />
        </section>
      )}
    </div>
  );
}

/**
 * A bt banner takes the place of the server's slides once its texts arrive, and on a phone a
 * slide is as tall as its words (main-banner.module.css): the banner keeps at least the height
 * it had, so nothing below it moves up (a UK bt banner at 360 px was 38 px shorter than the
 * welcome offer it replaced, a layout shift of 0.026). A resize lets go: heights change then anyway.
 */
function holdHeight(element: HTMLElement | null, hold: boolean): (() => void) | undefined {
  if (!element || !hold) return undefined;
  element.style.minHeight = `${element.getBoundingClientRect().height}px`;
  const release = () => element.style.removeProperty('min-height');
  window.addEventListener('resize', release, { once: true });
  return () => {
    window.removeEventListener('resize', release);
    release();
  };
}
