import { Type } from '@sinclair/typebox';
import { Culture, DateStatus, ImagePath, IsoDateTime, Nullable, ref, RichText } from './common.ts';
import { PromotionKindSchema, SignificantTerms } from './offers.ts';

const promotionSummaryProps = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  image: ImagePath,
  alt: Type.String(),
  startDate: IsoDateTime,
  endDate: IsoDateTime,
  status: DateStatus,
  leaderboardSlug: Nullable(Type.String({ description: 'Leaderboard linked to the promotion (route leaderboard / leaderboard-es)' })),
  ctaLabel: Type.String(),
  ctaLink: Type.String({ description: 'Link: /internal/path/, https://…, route:routeKey, or #account/register style hash' }),
  kind: Type.Union([ref(PromotionKindSchema), Type.Null()], { description: 'null: unknown, never taken for the welcome offer' }),
  significantTerms: Type.Union([ref(SignificantTerms), Type.Null()], {
    description: 'null: none stated (a market with the significant-terms rule does not show the offer)',
  }),
};
export const PromotionSummary = Type.Object(promotionSummaryProps, { $id: 'PromotionSummary' });
export const Promotion = Type.Object(
  { ...promotionSummaryProps, culture: Culture, body: RichText, terms: RichText, published: Type.Boolean({ description: 'False only in previews' }) },
  { $id: 'Promotion' },
);
export const PromotionList = Type.Object({ culture: Culture, items: Type.Array(ref(PromotionSummary)) });

export const PromotionHomeItem = Type.Object(
  {
    id: Type.Integer({ description: 'The promotion id' }),
    promotionSlug: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    image: ImagePath,
    ctaLabel: Type.String(),
    ctaLink: Type.String(),
    startDate: IsoDateTime,
    endDate: IsoDateTime,
  },
  { $id: 'PromotionHomeItem' },
);
export const PromotionHomeList = Type.Object({ culture: Culture, items: Type.Array(ref(PromotionHomeItem)) });

export const Feature = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    title: Type.String(),
    body: RichText,
    image: ImagePath,
    ctaLabel: Nullable(Type.String()),
    ctaLink: Nullable(Type.String()),
    onHome: Type.Boolean(),
  },
  { $id: 'Feature' },
);
export const FeatureList = Type.Object({ culture: Culture, items: Type.Array(ref(Feature)) });

export const CmsPage = Type.Object({ code: Type.String(), title: Type.String(), body: RichText }, { $id: 'CmsPage' });
