import { useVisitor } from '../features/visitor/visitor-context.ts';
import { visitorConversion } from '../features/visitor/visitor-conversion.ts';
import type { WinnerRow } from '../features/winners/winners-view.ts';
import { WinnersTable } from '../features/winners/winners-table.tsx';

/**
 * The winners table in the visitor's currency. It reads the visitor state itself, so the
 * state's arrival after hydration re-renders the table alone, not the page around it (on the
 * home page that was every game tile).
 */
export function WinnersInVisitorCurrency({ rows }: { rows: readonly WinnerRow[] }) {
  const visitor = useVisitor();
  return <WinnersTable rows={rows} conversion={visitorConversion(visitor)} />;
}
