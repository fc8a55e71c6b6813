import { conversionStore, type CurrencyConversion } from '../../lib/currency-conversion.ts';
import { useStore } from '../../lib/state/use-store.ts';
import { WinnersTable } from './winners-table.tsx';
import type { WinnerRow } from './winners-view.ts';

/**
 * The winners table in the visitor's currency. It reads the conversion itself, so its arrival
 * after hydration re-renders the table alone, not the page around it (on the home page that
 * was every game tile).
 */
export function WinnersInVisitorCurrency({ rows }: { rows: readonly WinnerRow[] }) {
  return <WinnersTable rows={rows} conversion={useStore(conversionStore, readConversion, NO_CONVERSION)} />;
}

const readConversion = (state: { conversion: CurrencyConversion | null }) => state.conversion;
/** On the server and during hydration: the page's own currency. */
const NO_CONVERSION = { conversion: null };
