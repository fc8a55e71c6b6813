import { useTranslations } from 'use-intl';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { useStore } from '../../lib/state/use-store.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
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
  const now = useStore(useUiStore(), (s) => s.contextTime);
  const { bt, text, loaded } = useBtText(data.apiBase, culture.code);
  const { selection, images } = bannerView(data, culture.code, now, bt && text ? { code: bt, text } : null);
  if (selection.kind === 'none') return null;
  return (
    <div
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
        <section aria-label={t('region')} data-section={selection.slide.section}>
          <BannerSlide slide={selection.slide} images={images(selection.slide)} culture={culture} priority />
        </section>
      )}
    </div>
  );
}
