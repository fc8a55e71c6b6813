import type { CultureCode } from './culture-codes.ts';
import type { MarketRuleKind } from './markets.ts';

/** One route module per content type (apps/web/app/routes/<content-type>.tsx). */
export const CONTENT_TYPES = [
  'home',
  'game-category',
  'game',
  'content-page',
  'feed',
  'help',
  'contact',
  'self-assessment',
  'bonus-policy',
  'restricted',
  'payments',
  'payment',
  'promotions',
  'promotion',
  'leaderboard',
  'bt-preview',
  'site-map',
  'blog-home',
  'blog-search',
  'blog-tag',
  'blog-post',
  'preview',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * static: listed in sitemaps as it is; content: a parameterised route whose items the
 * sitemap may list from content; none: never listed (games, leaderboards, previews, legal
 * pages, blog items, search results).
 */
export type SiteMapType = 'static' | 'content' | 'none';

/** A group of games a page shows (spec/catalogue.md section 3: group, limit, linkTo, titleKey). */
export interface GameGroup {
  group: string;
  /** Most games shown; absent means the whole group. */
  limit?: number;
  /** The group is left out where the culture's market has this rule (`no-jackpots`). */
  unlessMarketRule?: MarketRuleKind | readonly MarketRuleKind[];
  /** Route key the group's "see all" link goes to. */
  linkTo?: string;
  /** Message key (game-tiles area) of the group title; default: the group code. */
  titleKey?: string;
}

export interface RouteDefinition {
  key: string;
  /** Parent route key. A child inherits its parent's cultures unless it states its own. */
  parent?: string;
  /**
   * `/x/` is top level; `x/` sits under the parent's path. Parameters are written `:name`.
   * Every pattern ends with a slash.
   */
  path: string;
  /** Per-culture path overrides (es paths). */
  culturesPath?: Partial<Record<CultureCode, string>>;
  /** True where the spec lists the route without a path and the project chose one. */
  chosenPath?: true;
  contentType: ContentType;
  /** Page code reported on visits; `:param` is replaced by its value. Default: the key. */
  pageCode?: string;
  /** The only cultures where the route exists ("es only"). */
  cultures?: readonly CultureCode[];
  /** The route does not exist where the culture's market has this rule, or any of these (markets.ts): law, not taste. */
  unlessMarketRule?: MarketRuleKind | readonly MarketRuleKind[];
  /** Cultures where the route does not exist ("not de-DE"). */
  excludedCultures?: readonly CultureCode[];
  siteMapType?: SiteMapType;
  /** False where the main banner is disabled (responsible gaming). */
  banner?: false;
  gameGroups?: readonly GameGroup[];
  culturesGameGroups?: Partial<Record<CultureCode, readonly GameGroup[]>>;
  /** Simple feed served by this route. */
  feedCode?: string;
  /** Content (by code) served by this route. */
  contentCode?: string;
}
