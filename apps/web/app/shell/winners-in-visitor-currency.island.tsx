import { useVisitor, visitorConversion } from '../features/visitor/index.ts';
import { type WinnerRow, WinnersTable } from '../features/winners/index.ts';

/**
 * The winners table in the visitor's currency. It reads the visitor state itself, so the
 * state's arrival after hydration re-renders the table alone, not the page around it (on the
 * home page that was every game tile).
 */
export function WinnersInVisitorCurrency({ rows }: { rows: readonly WinnerRow[] }) {
  const visitor = useVisitor();
  return <WinnersTable rows={rows} conversion={visitorConversion(visitor)} />;
}
