/** "france" → "France", "united-kingdom" → "United Kingdom": the restricted page's country from its slug. */
export const COUNTRY_SLUG = /^[a-z]+(-[a-z]+){0,4}$/;

export function countryName(slug: string): string {
  return slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
