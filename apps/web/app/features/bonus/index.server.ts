// The bonus feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { bonusPolicyLinks } from './bonus-links.server.ts';
