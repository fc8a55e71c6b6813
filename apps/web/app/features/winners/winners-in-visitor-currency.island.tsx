import { useConversion } from '../../lib/currency-conversion.ts';
import { WinnersTable } from './winners-table.tsx';
import type { WinnerRow } from './winners-view.ts';

/**
 * The winners table in the visitor's currency. It reads the conversion itself, so its arrival
 * after hydration re-renders the table alone, not the page around it (on the home page that
 * was every game tile).
 */
export function WinnersInVisitorCurrency({ rows }: { rows: readonly WinnerRow[] }) {
  return <WinnersTable rows={rows} conversion={useConversion()} />;
}
