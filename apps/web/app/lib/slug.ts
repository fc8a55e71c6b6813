/** Content slugs are kebab-case (the platform's slug rule); anything else can name no page of ours. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

export function isSlug(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

/** Route parameters named `…Slug`/`slug` must be slugs; a page with any other value is a 404 before any back-end call. */
export function hasValidSlugs(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(([name, value]) => !/(^s|S)lug$/.test(name) || isSlug(value));
}
