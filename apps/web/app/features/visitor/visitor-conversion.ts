import type { VisitorState } from './visitor-state.ts';

/** Page-currency amounts in the visitor's currency, once both rates are known; null keeps them as they are. */
export function visitorConversion(state: VisitorState | null): { from: string; to: string; rate: number } | null {
  if (!state?.ready || state.page.rate === null || state.page.iso === state.geo.currency.iso) return null;
  return { from: state.page.iso, to: state.geo.currency.iso, rate: state.geo.currency.rate / state.page.rate };
}
