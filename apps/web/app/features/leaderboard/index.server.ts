// The leaderboard feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadLeaderboard } from './leaderboard-api.server.ts';
