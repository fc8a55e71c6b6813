import type { ComponentProps, ComponentType } from 'react';
import { festiveRibbonDue } from './shell/header/festive-ribbon-trigger.ts';
import { bannerIslandDue } from './features/banner/banner-trigger.ts';
import { winnersConversionDue } from './shell/winners-trigger.ts';
import { grownGridDue } from './features/games/game-grid-trigger.ts';
import type { IslandEntry } from './lib/islands/island-trigger.ts';

/**
 * Every island of the site: the parts of otherwise static pages that need React in the
 * browser. The server renders each one as its own React root (lib/islands/island.tsx); the
 * browser loads React and an island's chunk only when that island is due
 * (lib/islands/start-islands.ts): when the visitor reaches for it, or when its trigger says
 * the visitor's state makes it differ from what the server rendered. A page nobody touches
 * runs no React at all. Props cross the wire as JSON: plain data only.
 */
export const ISLANDS = {
  'festive-ribbon': { load: () => import('./shell/header/festive-ribbon.tsx').then((m) => m.FestiveRibbon), when: festiveRibbonDue },
  'main-banner': { load: () => import('./features/banner/main-banner.tsx').then((m) => m.MainBanner), when: bannerIslandDue },
  winners: { load: () => import('./shell/winners-in-visitor-currency.tsx').then((m) => m.WinnersInVisitorCurrency), when: winnersConversionDue },
  'game-grid': { load: () => import('./features/games/game-grid.tsx').then((m) => m.GameGrid), interactive: true, when: grownGridDue },
  'post-grid': { load: () => import('./features/blog/post-grid.tsx').then((m) => m.PostGrid), interactive: true },
  newsletter: { load: () => import('./features/blog/newsletter-form.tsx').then((m) => m.NewsletterForm), interactive: true },
  faq: { load: () => import('./features/help/faq-list.tsx').then((m) => m.FaqList), interactive: true },
  'self-assessment': { load: () => import('./features/info/self-assessment-form.tsx').then((m) => m.SelfAssessmentForm), interactive: true },
  'test-render-error': { load: () => import('./routes/test-render-error-island.tsx').then((m) => m.TestRenderErrorIsland) },
};

// Every entry loads a component (checked here, not with `satisfies`, which would widen the types).
const _everyEntryIsAnIsland: Record<string, IslandEntry<ComponentType<never>>> = ISLANDS;

export type IslandName = keyof typeof ISLANDS;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
