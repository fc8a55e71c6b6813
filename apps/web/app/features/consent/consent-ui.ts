import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandShared } from '../../lib/islands/island-root.tsx';
import { startConsentBar } from './consent-bar-behaviour.ts';
import { consentViewStore, viewFromHash } from './consent-view.ts';

/**
 * The consent UI of every page: the bar at once (plain DOM), and the settings dialog with the
 * cookie policy, whose React root loads only the first time the bar, the footer's link or the
 * address (#cookie-settings, #cookie-policy) opens it.
 */
export function startConsentUi(shared: Promise<IslandShared>, report: ReportError): void {
  let mounted = false;
  const mount = () => {
    if (mounted || consentViewStore.getState().view === null) return;
    mounted = true;
    Promise.all([import('./consent-dialog-root.tsx'), shared])
      .then(([{ mountConsentDialog }, ready]) => mountConsentDialog(ready, report))
      .catch((error: unknown) => report(error, 'consent dialog'));
  };
  consentViewStore.subscribe(mount);
  const fromHash = () => {
    const view = viewFromHash(window.location.hash);
    if (view) consentViewStore.setState({ view });
  };
  window.addEventListener('hashchange', fromHash);
  fromHash();
  startConsentBar();
}
