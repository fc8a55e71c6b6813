import type { IslandShared } from '../../lib/islands/island-root.tsx';
import { mountClientRoot, type ReportError } from '../../lib/islands/hydrate-island.tsx';
import { useVisitor } from './visitor-context.ts';
import { BlockingView } from './blocking-view.tsx';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import { useStore } from '../../lib/state/use-store.ts';

/** The blocking view's own root, mounted the first time a visitor turns out to be blocked (React loads only then). */
export function mountBlockingView(shared: IslandShared, report: ReportError): void {
  mountClientRoot(shared, 'blocking-view', <CurrentBlock />, report);
}

function CurrentBlock() {
  const visitor = useVisitor();
  const { culture } = useIslandPage();
  // blockedwithlogin: the account widget (opened by the view's "Log in") takes the screen while
  // it is open; the view comes back if the visitor closes it without logging in.
  const widgetOpen = useStore(useUiStore(), (state) => state.accountWidgetOpen);
  if (!visitor?.blocking || (widgetOpen && visitor.blocking === 'blockedwithlogin')) return null;
  return <BlockingView restriction={visitor.blocking} countryCode={visitor.geo.country.iso2} culture={culture} />;
}
