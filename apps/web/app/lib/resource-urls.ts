/** Same-origin JSON endpoints of the web app (resource routes in app/routes.ts); pages use href(). */
export const resourceUrls = {
  /** `filterQuery`: the category filter (game-filter.ts) the group is narrowed by, already a query string. */
  gameGroup: (culture: string, group: string, count: number, filterQuery = '') =>
    `/__games/${encodeURIComponent(culture)}/${encodeURIComponent(group)}/${count}${filterQuery ? `?${filterQuery}` : ''}`,
  /** `format`: the catalogue format's version, so that a cached answer in an older format is never reused. */
  searchIndex: (culture: string, format: number) => `/__search/${encodeURIComponent(culture)}?v=${format}`,
};
