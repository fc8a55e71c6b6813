import { startCarousels } from './features/banner/carousel.ts';
import { startBannerWindows } from './features/banner/banner-windows.ts';
import { startJackpotStrips } from './features/jackpots/jackpot-strips.ts';
import { captureInstallOffer } from './features/pwa/install-offer.ts';
import { startInstallPrompt } from './features/pwa/install-prompt-bar.ts';
import { startHashOverlays } from './features/search/overlay-watcher.ts';
import { startPlayer, type PlayerStart, type PlayerVisitor } from './features/player/index.ts';
import { startAffiliate } from './features/affiliate/index.ts';
import { startTags } from './features/tags/index.ts';
import { startExperiments } from './features/experiments/index.ts';
import { startTracking } from './features/tracking/index.ts';
import type { VisitorEngine } from './features/visitor/visitor-engine.ts';
import { DOM_HOOKS } from './lib/dom-hooks.ts';
import { startConsentUi } from './features/consent/consent-ui.ts';
import { startConsent } from './lib/consent/consent-runtime.ts';
import type { ReportError } from './lib/islands/hydrate-island.tsx';
import type { IslandShared } from './lib/islands/island-root.tsx';
import { readIslandPage } from './lib/islands/read-island-page.ts';
import { runInTasks } from './lib/scheduling/run-in-tasks.ts';
import { yieldToMain } from './lib/scheduling/yield-to-main.ts';
import { reportClientError } from './lib/logger/client-error-report.ts';
import { createUiStore } from './lib/state/ui-store.ts';
import { browserStorage } from './lib/storage/safe-storage.ts';
import { startAppEvents } from './shell/behaviours/app-events.ts';
import { startBackToTop } from './shell/behaviours/back-to-top.ts';
import { startFestiveTheme } from './shell/behaviours/festive-theme.ts';
import { startMobileMenu } from './shell/behaviours/mobile-menu.ts';
import { startScrolledHeader } from './shell/behaviours/scrolled-header.ts';
import { registerServiceWorker } from './shell/behaviours/service-worker-registration.ts';
import { startViewportRule } from './shell/behaviours/viewport-rule.ts';
import { observeLazyImages } from './ui/lazy-images.ts';

/**
 * The page's JavaScript, started after its first paint (lib/islands/island-scripts.tsx).
 * Pages are static HTML from the server; this brings them to life without React: the page's
 * behaviours and the visitor engine are plain TypeScript, and React loads only for an island
 * that is due (lib/islands/start-islands.ts) or an overlay the hash asks for. `data-hydrated`
 * on <html> tells tests and monitoring the page is interactive.
 */
async function start(): Promise<void> {
  // Consent Mode defaults and the stored choice come before any tag or optional storage.
  startConsent();
  captureInstallOffer();
  const page = readIslandPage();
  if (!page) return;
  const report: ReportError = (error, context) => {
    console.error(`[${context}]`, error);
    reportClientError(error, { pathname: window.location.pathname });
  };
  const ui = createUiStore(page.now, browserStorage());
  let provide!: (context: Awaited<PlayerStart['context']>) => void;
  let provideShared!: (shared: IslandShared) => void;
  // The page's parts in order, a task each (no long task however slow the phone).
  await runInTasks([
    // First: a banner whose window closed while this page sat in a cache goes before anyone reads it.
    () => startBannerWindows(page.emulation),
    () => {
      startViewportRule();
      startScrolledHeader();
      startMobileMenu(ui);
      startBackToTop();
    },
    // The jackpots strip's figures come from its feed: asked for as early as the page allows.
    () => void startJackpotStrips(page.culture.hreflang).catch((error: unknown) => report(error, 'jackpots')),
    observeLazyImages,
    startInstallPrompt,
    // Experiments and tracking listen before anything reports: the route change below is the page's visit.
    () => startExperiments(window.location.search, browserStorage()),
    () => startTracking(page, report),
    // The player first: a one-time code in the hash leaves the address before anything reads it.
    () => startPlayer({ page, report, context: new Promise((resolve) => (provide = resolve)) }),
    () => startAppEvents(ui, page.pathname, { feedbacksEnabled: page.culture.feedbacksEnabled === true }),
    // The consent bar (plain DOM); its settings dialog, a React root, once it is opened.
    () => startConsentUi(new Promise((resolve) => (provideShared = resolve)), report),
    // Third-party tags and the affiliate cookies each wait for their consent category (docs/tags-and-attribution.md).
    () => {
      startTags(page.site.thirdParty, window.location.search, report);
      startAffiliate(window.location.search, report);
    },
  ]);
  // The visitor engine (with TanStack Query's core) and the islands' runtime are chunks of their
  // own, each evaluated in a task of its own: no long task however slow the phone.
  await yieldToMain();
  const [{ createQueryClient }, { startVisitor }] = await Promise.all([import('./lib/query/query-client.ts'), import('./features/visitor/visitor-runtime.ts')]);
  // An import resolves in the task that evaluated the module: starting the visitor there made them one task.
  await yieldToMain();
  const shared: IslandShared = { page, ui, queryClient: createQueryClient(false) };
  provideShared(shared);
  provide({ shared, visitor: playerVisitor(startVisitor(shared, report)) });
  await yieldToMain();
  const [{ startIslands }, { ISLANDS }] = await Promise.all([import('./lib/islands/start-islands.ts'), import('./island-registry.ts')]);
  let islands = Promise.resolve();
  await runInTasks([() => (islands = startIslands(ISLANDS, shared, report)), startCarousels, () => startHashOverlays(shared, report)]);
  await islands;
  // The visitor's own URL changes what the server rendered only after the islands are in place.
  await runInTasks([() => startFestiveTheme(ui, page.emulation), () => registerServiceWorker(page.version, page.site.localCode)]);
  document.documentElement.setAttribute(DOM_HOOKS.hydrated, '');
}

/** The visitor engine as the player sees it: the restriction (after the Ontario rule), geo and maintenance. */
function playerVisitor(engine: VisitorEngine): PlayerVisitor {
  return {
    view() {
      const state = engine.getState();
      return {
        settled: state.geoSource !== 'loading',
        restriction: state.geo.restriction,
        country: state.geoSource === 'service' ? state.geo.country.iso2 : null,
        region: state.geo.region,
        underMaintenance: state.underMaintenance,
      };
    },
    subscribe: (listener) => engine.subscribe(() => listener()),
    setNotOntario: (notOntario) => engine.setNotOntario(notOntario),
  };
}

void start().catch((error: unknown) => {
  console.error('[page start]', error);
  reportClientError(error, { pathname: window.location.pathname });
});
