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

/** Paragraphs joined by blank lines, those left out (false, null, '') dropped: copy with parts that depend on the market. */
export const paragraphs = (...parts: (string | false | null | undefined)[]): string => parts.filter(Boolean).join('\n\n');

/** Numbered sections ("**1. Title**\nText"), numbered after the ones left out are dropped. */
export const sections = (...parts: ([title: string, text: string] | false | null | undefined)[]): string =>
  parts
    .filter((part): part is [string, string] => Boolean(part))
    .map(([title, text], index) => `**${index + 1}. ${title}**\n${text}`)
    .join('\n\n');
