import type { ContentType } from '@mc/sites/route-types';
import type { MessageArea } from '../lib/i18n/messages.ts';

/** Message areas a content type needs beyond the frame's (sent with the page, merged by the frame). */
export const PAGE_AREAS: Readonly<Record<ContentType, readonly MessageArea[]>> = {
  home: ['promotions', 'jackpots'],
  'game-category': ['jackpots'],
  game: [],
  'content-page': [],
  feed: ['aboutUs', 'affiliates', 'info'],
  help: ['contact', 'info'],
  contact: ['contact', 'info'],
  'self-assessment': ['info'],
  'bonus-policy': ['promotions', 'info'],
  restricted: ['info'],
  payments: ['info'],
  payment: ['info'],
  promotions: ['promotions', 'leaderboard'],
  promotion: ['promotions', 'leaderboard'],
  leaderboard: ['leaderboard', 'promotions'],
  'bt-preview': ['promotions'],
  'site-map': ['info'],
  'blog-home': ['blog'],
  'blog-search': ['blog'],
  'blog-tag': ['blog'],
  'blog-post': ['blog'],
  preview: ['promotions', 'blog', 'info'],
};
