// The winners feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { WinnersTable } from './winners-table.tsx';
export type { WinnerRow } from './winners-view.ts';
