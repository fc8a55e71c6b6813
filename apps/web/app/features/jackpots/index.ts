// The jackpots feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
// The client entry starts the strips' ticker (jackpot-strips.ts) itself.
export { JackpotStrip } from './jackpot-strip.tsx';
export type { JackpotStripView } from './jackpots-api.server.ts';
export { JACKPOT_STRIP_ROUTES } from './jackpot-strip-routes.ts';
