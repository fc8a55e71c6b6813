/**
 * The shape of the message catalogue: the en-GB files, which every other locale mirrors.
 * Type-only imports: the client never bundles message files, it gets them from loaders.
 */
import type aboutUs from '../../../messages/en-GB/aboutUs.json';
import type account from '../../../messages/en-GB/account.json';
import type affiliates from '../../../messages/en-GB/affiliates.json';
import type banners from '../../../messages/en-GB/banners.json';
import type blog from '../../../messages/en-GB/blog.json';
import type compliance from '../../../messages/en-GB/compliance.json';
import type contact from '../../../messages/en-GB/contact.json';
import type cookieConsent from '../../../messages/en-GB/cookieConsent.json';
import type cta from '../../../messages/en-GB/cta.json';
import type errors from '../../../messages/en-GB/errors.json';
import type footer from '../../../messages/en-GB/footer.json';
import type frame from '../../../messages/en-GB/frame.json';
import type gameTiles from '../../../messages/en-GB/gameTiles.json';
import type info from '../../../messages/en-GB/info.json';
import type jackpots from '../../../messages/en-GB/jackpots.json';
import type leaderboard from '../../../messages/en-GB/leaderboard.json';
import type menus from '../../../messages/en-GB/menus.json';
import type promotions from '../../../messages/en-GB/promotions.json';
import type pwa from '../../../messages/en-GB/pwa.json';
import type routes from '../../../messages/en-GB/routes.json';
import type search from '../../../messages/en-GB/search.json';
import type seo from '../../../messages/en-GB/seo.json';
import type voucher from '../../../messages/en-GB/voucher.json';

export interface Messages {
  aboutUs: typeof aboutUs;
  account: typeof account;
  affiliates: typeof affiliates;
  banners: typeof banners;
  blog: typeof blog;
  compliance: typeof compliance;
  contact: typeof contact;
  cookieConsent: typeof cookieConsent;
  cta: typeof cta;
  errors: typeof errors;
  footer: typeof footer;
  frame: typeof frame;
  gameTiles: typeof gameTiles;
  info: typeof info;
  jackpots: typeof jackpots;
  leaderboard: typeof leaderboard;
  menus: typeof menus;
  promotions: typeof promotions;
  pwa: typeof pwa;
  routes: typeof routes;
  search: typeof search;
  seo: typeof seo;
  voucher: typeof voucher;
}

export type MessageArea = keyof Messages;

export const MESSAGE_AREAS = [
  'aboutUs',
  'account',
  'affiliates',
  'banners',
  'blog',
  'compliance',
  'contact',
  'cookieConsent',
  'cta',
  'errors',
  'footer',
  'frame',
  'gameTiles',
  'info',
  'jackpots',
  'leaderboard',
  'menus',
  'promotions',
  'pwa',
  'routes',
  'search',
  'seo',
  'voucher',
] as const satisfies readonly MessageArea[];

/** Areas every page needs (the frame and error views); pages add their own. */
export const FRAME_AREAS = [
  'frame',
  'account',
  'menus',
  'footer',
  'routes',
  'errors',
  'cta',
  'banners',
  // The main banner's offers carry their significant terms and the market's promotion notice.
  'compliance',
  'gameTiles',
  'search',
  'pwa',
  // The voucher dialog can open on any page (after a registration): a browser-only root's scope.
  'voucher',
  // The consent bar's template and the footer's "Cookie settings" link, on every page.
  'cookieConsent',
] as const satisfies readonly MessageArea[];

declare module 'use-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
