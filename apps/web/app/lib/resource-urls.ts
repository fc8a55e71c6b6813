/** Same-origin JSON endpoints of the web app (resource routes in app/routes.ts); pages use href(). */
export const resourceUrls = {
  gameGroup: (culture: string, group: string, count: number) => `/__games/${encodeURIComponent(culture)}/${encodeURIComponent(group)}/${count}`,
  searchIndex: (culture: string) => `/__search/${encodeURIComponent(culture)}`,
};
