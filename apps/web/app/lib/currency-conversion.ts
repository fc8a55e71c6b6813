import { createStore } from './state/create-store.ts';

/** Page-currency amounts in the visitor's currency: `from` the page's, `to` the visitor's, times `rate`. */
export interface CurrencyConversion {
  readonly from: string;
  readonly to: string;
  readonly rate: number;
}

/**
 * The visitor's currency conversion, one per document: null on the server and until the
 * visitor's currency is known to differ from the page's. The visitor runtime writes it
 * (features/visitor); what shows page-currency amounts reads it (the winners island). It lives
 * in lib/ so that the two features share it without importing each other; without React, which
 * the pages that only write it (every page's visitor runtime, the jackpots strip) never load.
 */
export const conversionStore = createStore<{ conversion: CurrencyConversion | null }>({ conversion: null });

/** Sets the conversion; an equal one keeps the current object, so readers do not re-render. */
export function publishConversion(next: CurrencyConversion | null): void {
  const current = conversionStore.getState().conversion;
  if (current === next || (current && next && current.from === next.from && current.to === next.to && current.rate === next.rate)) return;
  conversionStore.setState({ conversion: next });
}
