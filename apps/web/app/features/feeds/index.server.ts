// The feeds feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadRouteFeed } from './feed-loader.server.ts';
