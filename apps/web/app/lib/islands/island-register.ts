import type { ComponentProps, ComponentType } from 'react';
import type { MessageScope } from './island-messages.ts';
import type { IslandTrigger } from './island-trigger.ts';

/** One island of a registry (the contract: README.md). */
export interface IslandEntry<C> {
  /** Its component, a chunk of its own: the browser loads it only once the island is due. */
  load: () => Promise<C>;
  /**
   * The message scopes it translates with: it renders with exactly these, on the server and in
   * the browser, and a page sends the browser the scopes of the islands it has.
   */
  messages: readonly MessageScope[];
  /** Hydrates when the visitor points at, touches, focuses or types into it; a click or submit meanwhile is replayed. */
  interactive?: boolean;
  /** Hydrates when this says so. With neither, the island hydrates as the page starts. */
  when?: IslandTrigger<never>;
  /**
   * Its server HTML is a function of its props, the culture and the page's hour only (it reads
   * no path, page code or other page data): the server keeps it between requests
   * (island.tsx), so a banner shared by many pages is rendered once per hour and id.
   */
  pureServerHtml?: true;
}

/** A registry of islands, passed to the runtime by the app: each name with its entry. */
export type IslandRegistry = Readonly<Record<string, IslandEntry<ComponentType<never>>>>;

/**
 * An entry, checked where it is written (its message scopes too), its component's type kept
 * for `<Island>`'s props. Free of side effects, as the bundler is told: an entry nothing uses
 * (a test build's fixture in a production build) leaves no chunk behind.
 */
/* @__NO_SIDE_EFFECTS__ */
export function islandEntry<C extends ComponentType<never>>(entry: IslandEntry<C>): IslandEntry<C> {
  return entry;
}

/**
 * The app's islands are registered here by declaration merging (app/island-registry.ts adds
 * `islands`), the way React Router's `Register` carries the route types: lib/ never imports
 * the app root, yet `<Island name props>` is checked against the real registry.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface IslandRegister {}

type Registered = IslandRegister extends { islands: infer I extends IslandRegistry } ? I : IslandRegistry;

export type IslandName = keyof Registered & string;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<Registered[N]['load']>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;
