import type { MarketCopy } from '../content/market.ts';

export const FEED_CODES = [
  'contact',
  'privacy',
  'responsibleGaming',
  'selfAssessment',
  'bonusPolicy',
  'terms',
  'mobileApp',
  'uploadingDocuments',
  'restricted',
  'affiliates',
  'aboutUs',
] as const;
export type FeedCode = (typeof FEED_CODES)[number];
export type FeedTexts = Record<FeedCode, { title: string; body: string }>;
export type FeedCopy = (market: MarketCopy) => FeedTexts;
