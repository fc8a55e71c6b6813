// The bonus feature's public entry (the bonus policy page's markets and terms): all that shell/ and routes/ may import of it (eslint.config.js).
export { parseBonusPolicy, shownMarkets, termsCurrency } from './bonus-policy.ts';
export { BonusTerms } from './bonus-terms.tsx';
