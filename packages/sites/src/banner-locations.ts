/**
 * Banner locations of the site API (spec/catalogue.md section 7, `v1/banners/locations/{location}`):
 * named once here for the platform that serves them and the pages that show them.
 * - `home-page`: the home page's game banner list (spec/shell.md section 7 "home game banner list");
 * - `game-banners`: the banners on a game's page;
 * - `blog-post`: the banners beside a blog post;
 * - `blog-post-main`: the banners of the blog's main page.
 */
export const BANNER_LOCATIONS = ['home-page', 'blog-post', 'blog-post-main', 'game-banners'] as const;
export type BannerLocationName = (typeof BANNER_LOCATIONS)[number];

export function isBannerLocation(value: string): value is BannerLocationName {
  return (BANNER_LOCATIONS as readonly string[]).includes(value);
}
