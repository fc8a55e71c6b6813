import { mountClientRoot, type ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandShared } from '../../lib/islands/island-root.tsx';
import { ConsentDialogHost } from './consent-dialog.tsx';

/** The consent dialog's own root, mounted the first time it opens; it stays, hidden, for the next time. */
export function mountConsentDialog(shared: IslandShared, report: ReportError): void {
  mountClientRoot(shared, 'consent-dialog', <ConsentDialogHost />, report);
}
