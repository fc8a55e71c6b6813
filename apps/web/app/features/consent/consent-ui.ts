import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandShared } from '../../lib/islands/island-root.tsx';
import { startConsentBar } from './consent-bar.ts';
import { consentViewStore, focusPage, viewFromHash } from './consent-view.ts';

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

/** The dialog closed: a consent hash leaves the address, so the same link opens it again. */
export function closeConsentView(): void {
  consentViewStore.setState({ view: null });
  if (viewFromHash(window.location.hash)) history.replaceState(history.state, '', window.location.pathname + window.location.search);
  // The dialog hands focus back to its opener, which a choice may have taken away (the bar).
  requestAnimationFrame(() => {
    if (!document.activeElement || document.activeElement === document.body) focusPage();
  });
}
