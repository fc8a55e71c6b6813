// The winners feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadWinners } from './winners-api.server.ts';
