// The winners feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
// The island (winners-in-visitor-currency.island.tsx) and its trigger are wired by the island registry.
export type { WinnerRow } from './winners-view.ts';
