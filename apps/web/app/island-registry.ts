import { festiveRibbonDue } from './shell/header/festive-ribbon-trigger.ts';
import { bannerIslandDue } from './features/banner/banner-trigger.ts';
import { winnersConversionDue } from './features/winners/winners-trigger.ts';
import { grownGridDue } from './features/games/game-grid-trigger.ts';
import { bankTransferDue } from './features/payments/bank-transfer-trigger.ts';
import type { MessageScope } from './lib/islands/island-messages.ts';
import { islandEntry, type IslandRegistry } from './lib/islands/island-register.ts';

/**
 * Every island of the site: the parts of otherwise static pages that need React in the
 * browser (the contract: lib/islands/README.md). The server renders each one as its own React
 * root (entry.server.tsx passes this registry to lib/islands/island.tsx); the browser loads
 * React and an island's chunk only when that island is due (entry.client.tsx passes it to
 * lib/islands/start-islands.ts): when the visitor reaches for it, or when its trigger says the
 * visitor's state makes it differ from what the server rendered. A page nobody touches runs no
 * React at all. Props cross the wire as JSON: plain data only.
 */
const APP_ISLANDS = {
  'festive-ribbon': islandEntry({
    load: () => import('./shell/header/festive-ribbon.island.tsx').then((m) => m.FestiveRibbon),
    messages: ['frame.festive'],
    when: festiveRibbonDue,
  }),
  'main-banner': islandEntry({
    load: () => import('./features/banner/main-banner.island.tsx').then((m) => m.MainBanner),
    messages: ['banners', 'compliance'],
    when: bannerIslandDue,
    pureServerHtml: true,
  }),
  winners: islandEntry({
    load: () => import('./features/winners/winners-in-visitor-currency.island.tsx').then((m) => m.WinnersInVisitorCurrency),
    messages: ['promotions.winners', 'promotions.winnersTable'],
    when: winnersConversionDue,
  }),
  'game-grid': islandEntry({
    load: () => import('./features/games/game-grid.island.tsx').then((m) => m.GameGrid),
    messages: ['gameTiles.groups', 'gameTiles.seeAll', 'gameTiles.showMore', 'gameTiles.moreUnavailable', 'gameTiles.badges'],
    interactive: true,
    when: grownGridDue,
  }),
  'post-grid': islandEntry({
    load: () => import('./features/blog/post-grid.island.tsx').then((m) => m.PostGrid),
    messages: ['blog.shown', 'blog.morePosts', 'blog.byAuthor', 'blog.readingTime'],
    interactive: true,
  }),
  newsletter: islandEntry({
    load: () => import('./features/blog/newsletter-form.island.tsx').then((m) => m.NewsletterForm),
    messages: ['blog.newsletter'],
    interactive: true,
  }),
  // The player's own transfer details: after a login on this page, or when the guest reaches for its login button.
  'bank-transfer': islandEntry({
    load: () => import('./features/payments/bank-transfer-details.island.tsx').then((m) => m.BankTransferDetails),
    messages: ['info.bankTransfer'],
    interactive: true,
    when: bankTransferDue,
  }),
  faq: islandEntry({ load: () => import('./features/help/faq-list.island.tsx').then((m) => m.FaqList), messages: ['info.help'], interactive: true }),
  'self-assessment': islandEntry({
    load: () => import('./features/self-assessment/self-assessment-form.island.tsx').then((m) => m.SelfAssessmentForm),
    messages: ['info.selfAssessment'],
    interactive: true,
  }),
};

/** The browser tests' fixtures (routes/test-errors.tsx), in a test build only (test-build.ts): a production build has no chunk of them. */
const TEST_ISLANDS = {
  'test-render-error': islandEntry({ load: () => import('./routes/test-render-error.island.tsx').then((m) => m.TestRenderErrorIsland), messages: [] }),
};

export const ISLANDS: IslandRegistry = import.meta.env.TEST_BUILD ? { ...APP_ISLANDS, ...TEST_ISLANDS } : APP_ISLANDS;

/**
 * What the browser-only React roots translate with (mountClientRoot, lib/islands/hydrate-island.tsx):
 * the hash overlays (search, the game overlay) and the blocking view, the visitor engine's
 * maintenance notice, the player's voucher dialog and account-error toast, and the consent dialog. They can open on any page, so every page sends these besides its islands'.
 */
export const CLIENT_ROOT_MESSAGES = [
  'search',
  'gameTiles.by',
  'gameTiles.close',
  'gameTiles.unavailable',
  'gameTiles.viewDetails',
  'cta.play',
  'account.blocked',
  'account.login',
  'routes.restricted',
  'account.maintenance',
  'account.unavailable',
  'voucher',
  // The consent settings dialog and cookie policy (features/consent), opened from any page.
  'cookieConsent',
] as const satisfies readonly MessageScope[];

// lib/islands types `<Island name props>` from this registry without importing the app root.
declare module './lib/islands/island-register.ts' {
  interface IslandRegister {
    // The fixtures too: the route that renders them exists in a test build only, as they do.
    islands: typeof APP_ISLANDS & typeof TEST_ISLANDS;
  }
}
