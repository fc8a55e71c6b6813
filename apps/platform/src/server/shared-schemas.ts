import type { TSchema } from '@sinclair/typebox';
import { BannerSlide, BtText } from '../schemas/banners.ts';
import { BlogEmbed, BlogTag, Post, PostSummary } from '../schemas/blog.ts';
import { Feature, Promotion, PromotionHomeItem, PromotionSummary, CmsPage } from '../schemas/cms.ts';
import { AccountError, PlayerResult } from '../schemas/accounts.ts';
import { ErrorBody } from '../schemas/common.ts';
import { BonusMarket, BonusPolicyData, ContactData, ContentItem, PaymentOption, SelfAssessmentData, SimpleFeed } from '../schemas/feeds.ts';
import { GameBadges, GameDetail, GameParameters, GameSummary } from '../schemas/games.ts';
import { BannerOffer, PromotionKindSchema, SignificantTerms } from '../schemas/offers.ts';

/** Schemas with an $id, registered once so routes can `ref()` them (components/schemas in OpenAPI). */
export const SHARED_SCHEMAS: readonly TSchema[] = [
  ErrorBody,
  GameBadges,
  GameSummary,
  GameParameters,
  GameDetail,
  SelfAssessmentData,
  BonusMarket,
  BonusPolicyData,
  ContactData,
  SimpleFeed,
  ContentItem,
  PaymentOption,
  PromotionKindSchema,
  SignificantTerms,
  BannerOffer,
  PromotionSummary,
  Promotion,
  PromotionHomeItem,
  Feature,
  CmsPage,
  BannerSlide,
  BtText,
  BlogTag,
  PostSummary,
  BlogEmbed,
  Post,
  AccountError,
  PlayerResult,
];
