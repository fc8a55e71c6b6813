import type { ContentType } from '@mc/sites/route-types';
import type { MessageArea } from '../lib/i18n/messages.ts';

/** Message areas a content type needs beyond the frame's (sent with the page, merged by the frame). */
export const PAGE_AREAS: Readonly<Record<ContentType, readonly MessageArea[]>> = {
  home: ['promotions'],
  'game-category': [],
  game: [],
  'content-page': [],
  feed: ['aboutUs', 'affiliates'],
  help: ['contact'],
  contact: ['contact'],
  'self-assessment': [],
  'bonus-policy': ['promotions'],
  restricted: [],
  payments: [],
  payment: [],
  promotions: ['promotions', 'leaderboard'],
  promotion: ['promotions', 'leaderboard'],
  leaderboard: ['leaderboard', 'promotions'],
  'bt-preview': ['promotions'],
  'site-map': [],
  'blog-home': ['blog'],
  'blog-search': ['blog'],
  'blog-tag': ['blog'],
  'blog-post': ['blog'],
  preview: ['promotions', 'blog'],
};
