// The info feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { bonusPolicyLinks } from './bonus-links.server.ts';
export { loadRouteFeed } from './feed-loader.server.ts';
export { loadPreview } from './preview-api.server.ts';
export { parseSelfAssessment } from './self-assessment.server.ts';
