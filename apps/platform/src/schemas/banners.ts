import { Type } from '@sinclair/typebox';
import { Culture, ImagePath, IsoDateTime, Nullable, ref } from './common.ts';
import { BannerOffer } from './offers.ts';

const link = Type.String({ description: 'Link: /internal/path/, https://…, route:routeKey, or a #hash; [slug] is replaced by the route parameter' });

const offer = () =>
  Type.Optional(
    Type.Union([ref(BannerOffer), Type.Null()], { description: "What the banner promotes (the market's offer rules apply); absent or null: no offer" }),
  );

export const BannerSlide = Type.Object(
  {
    section: Type.String({ description: 'sectionCode for v1/banners/media' }),
    terms: Type.String(),
    cta: Type.String(),
    ctaLink: link,
    alt: Type.String(),
    startDate: Type.Optional(IsoDateTime),
    endDate: Type.Optional(IsoDateTime),
    offer: offer(),
  },
  { $id: 'BannerSlide' },
);

export const BannerConfig = Type.Object({
  routeKey: Type.String(),
  culture: Culture,
  section: Type.String({ description: 'sectionCode of the main (single) banner' }),
  terms: Type.String(),
  cta: Type.String(),
  ctaLink: link,
  alt: Type.String(),
  offer: offer(),
  disabled: Type.Boolean(),
  culturesDisabled: Type.Array(Type.String(), { description: 'Cultures where this banner is not shown' }),
  autoSlideDesktop: Type.Boolean(),
  autoSlideMobile: Type.Boolean(),
  interval: Type.Integer({ description: 'Auto-slide interval, ms' }),
  slides: Type.Array(ref(BannerSlide)),
  culturesSlides: Type.Record(Type.String(), Type.Array(ref(BannerSlide)), {
    description: 'Per-culture slides (override slides for that culture); holds the requested culture when it has its own',
  }),
  media: Type.Object({
    ver: Type.String({ description: 'Pass as ver to v1/banners/media (cache key of the art)' }),
    gameSlugParam: Type.Boolean({ description: 'Game pages: pass the route gameSlug as gameSlug' }),
  }),
});

export const BtText = Type.Object(
  { code: Type.String(), pageTitle: Type.String(), cta: Type.String(), terms: Type.String(), ctaLink: link, offer: offer() },
  { $id: 'BtText' },
);
export const BtTextOrNull = Nullable(ref(BtText));

export const BannerLocation = Type.Object({
  location: Type.String(),
  culture: Culture,
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      subtitle: Type.String(),
      image: ImagePath,
      ctaLabel: Type.String(),
      ctaLink: link,
      gameSlug: Nullable(Type.String()),
      routeKey: Nullable(Type.String({ description: 'Game page route key when gameSlug is set' })),
      startDate: Type.Optional({ ...IsoDateTime, description: 'Shown from this instant on (absent: already shown)' }),
      endDate: Type.Optional({
        ...IsoDateTime,
        description: 'Shown until this instant (absent: no end); the site hides it once passed, even on a cached page',
      }),
      offer: offer(),
    }),
  ),
});
