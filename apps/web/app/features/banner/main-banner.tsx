import { useTranslations } from 'use-intl';
import { useStore } from '../../lib/state/create-store.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import BannerCarousel from './banner-carousel.tsx';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import type { BannerData } from './banner-api.server.ts';

import { bannerImages } from './banner-media.ts';
import { BannerSlide } from './banner-slide.tsx';
import styles from './main-banner.module.css';
import { selectSlides, type ActiveSlide } from './select-slides.ts';
import { useBtText } from './use-bt-text.ts';

/**
 * The main banner of a page. Server-rendered from the route's config for today; in the
 * browser it follows the emulated date (`dem`) and the visitor's bt code.
 */
export function MainBanner({ data }: { data: BannerData }) {
  const { culture } = useRootData();
  const t = useTranslations('banners');
  const ui = useUiStore();
  const now = useStore(ui, (s) => s.contextTime);
  const { bt, text, loaded } = useBtText(data.apiBase, culture.code);
  const selection = selectSlides(data.config, culture.code, now, data.params, text);
  if (selection.kind === 'none') return null;
  const images = (slide: ActiveSlide) =>
    bannerImages(slide.section, {
      apiBase: data.apiBase,
      culture: culture.code,
      ver: data.config.media.ver,
      gameSlug: data.gamePage ? data.params.gameSlug : undefined,
      bt: text ? bt : null,
      gamePage: data.gamePage,
    });
  return (
    <div className={styles.banner} data-testid="main-banner" data-loaded={loaded} data-bt-pending={bt && !loaded ? '' : undefined} data-bt={text ? bt?.code : undefined} data-kind={selection.kind}>
      {selection.kind === 'carousel' ? (
        <BannerCarousel slides={selection.slides} images={images} culture={culture} intervalMs={data.config.interval} autoSlideMobile={data.config.autoSlideMobile} />
      ) : (
        <section aria-label={t('region')} data-section={selection.slide.section}>
          <BannerSlide slide={selection.slide} images={images(selection.slide)} culture={culture} priority />
        </section>
      )}
    </div>
  );
}
