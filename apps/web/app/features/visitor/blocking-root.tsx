import type { IslandShared } from '../../lib/islands/island-root.tsx';
import { mountClientRoot, type ReportError } from '../../lib/islands/hydrate-island.tsx';
import { useVisitor } from './visitor-context.ts';
import { BlockingView } from './blocking-view.tsx';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';

/** The blocking view's own root, mounted the first time a visitor turns out to be blocked (React loads only then). */
export function mountBlockingView(shared: IslandShared, report: ReportError): void {
  mountClientRoot(shared, 'blocking-view', <CurrentBlock />, report);
}

function CurrentBlock() {
  const visitor = useVisitor();
  const { culture } = useIslandPage();
  if (!visitor?.blocking) return null;
  return <BlockingView restriction={visitor.blocking} countryName={visitor.geo.country.name} culture={culture} />;
}
