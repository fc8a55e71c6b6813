/**
 * Third-party tags from the site's settings (issue 16, docs/tags-and-attribution.md): loaded
 * after consent, per category, from the URLs the site configures; the CSP lists their origins.
 */
export { startTags } from './start-tags.ts';
