// The leaderboard feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { LeaderboardBoard } from './leaderboard-board.tsx';
export { LeaderboardSection } from './leaderboard-section.tsx';
export { leaderboardCrumbs, leaderboardPhase, leaderboardHref } from './leaderboard-view.ts';
