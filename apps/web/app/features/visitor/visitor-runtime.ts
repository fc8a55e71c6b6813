import type { IslandShared } from '../../lib/islands/island-root.tsx';
import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import { publishConversion } from '../../lib/currency-conversion.ts';
import { clientLogger } from '../../lib/logger/client-logger.ts';
import { visitorConversion } from './visitor-conversion.ts';
import { visitorStore } from './visitor-store.ts';
import { startVisitorEngine, type VisitorEngine } from './visitor-engine.ts';
import { visitorDataset, type VisitorState } from './visitor-state.ts';

const VISITOR_ATTRIBUTE = /^data-(visitor|geo-|currency|rate-|user-context|maintenance|restriction)/;

/**
 * The visitor on this page: starts the engine, publishes its state to the islands
 * (visitorStore; its currency conversion to lib/currency-conversion.ts), mirrors it onto
 * <html> for monitoring and tests, shows the maintenance notice while the account is open,
 * and mounts the blocking view when a block applies. The engine is returned for the app root
 * to wire the player to it (its restriction, the maintenance flag, the Ontario flag).
 */
export function startVisitor(shared: IslandShared, report: ReportError): VisitorEngine {
  const { page, ui } = shared;
  const engine = startVisitorEngine(
    shared.queryClient,
    {
      services: page.services,
      brand: page.site.localCode,
      siteName: page.site.name,
      culture: { code: page.culture.code, locale: page.culture.locale, defaultCountry: page.culture.defaultCountry, currency: page.culture.currency },
      emulation: page.emulation,
      development: page.development,
      search: window.location.search,
    },
    clientLogger,
  );
  const notice = maintenanceNotice(page.messages.account?.maintenance);
  let blockingMounted = false;
  const apply = (state: VisitorState) => {
    visitorStore.setState({ state });
    publishConversion(visitorConversion(state));
    const root = document.documentElement;
    const attributes = visitorDataset(state);
    for (const name of root.getAttributeNames()) if (VISITOR_ATTRIBUTE.test(name) && !(name in attributes)) root.removeAttribute(name);
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
    notice.show(ui.getState().showAccountPopup && state.underMaintenance);
    if (state.blocking && !blockingMounted) {
      blockingMounted = true;
      import('./blocking-root.tsx')
        .then(({ mountBlockingView }) => mountBlockingView(shared, report))
        .catch((error: unknown) => report(error, 'blocking view'));
    }
  };
  apply(engine.getState());
  engine.subscribe(apply);
  let accountOpen = ui.getState().showAccountPopup;
  ui.subscribe(() => {
    const open = ui.getState().showAccountPopup;
    if (open && !accountOpen) engine.accountOpened();
    accountOpen = open;
    notice.show(open && engine.getState().underMaintenance);
  });
  return engine;
}

/** The platform-maintenance status line, pinned above the mobile footer bar while the account is open. */
function maintenanceNotice(text: string | undefined): { show(visible: boolean): void } {
  const element = document.createElement('p');
  element.className = 'toast';
  element.setAttribute('role', 'status');
  element.dataset.testid = 'maintenance-notice';
  element.hidden = true;
  document.body.append(element);
  return {
    show(visible) {
      element.hidden = !visible;
      element.textContent = visible ? (text ?? '') : '';
    },
  };
}
