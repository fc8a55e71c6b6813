import type { IslandShared } from './island-root.tsx';

/** What decides when an island hydrates: the shared page state and the island's own props. */
export interface TriggerContext<P> {
  shared: IslandShared;
  props: P;
}

/**
 * When an island needs its code, beyond the visitor reaching for it (`interactive`): true now,
 * false never (it stays as the server rendered it), or a promise that resolves when it does.
 */
export type IslandTrigger<P> = (context: TriggerContext<P>) => boolean | Promise<void>;
