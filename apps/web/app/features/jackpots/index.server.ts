// The jackpots feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadJackpotStrip } from './jackpots-api.server.ts';
