import type { IslandTrigger } from '../../lib/islands/island-trigger.ts';
import type { GameGroupView } from './game-view.ts';

/** The component key a grid's grown size is kept under (ui store, for the visit). */
export const gridSizeKey = (group: string) => `group:${group}`;

/** A grid the visitor grew earlier in the visit shows as many games again, at once. */
export const grownGridDue: IslandTrigger<{ view: GameGroupView }> = ({ shared, props }) => {
  shared.ui.restoreViewSizes();
  return (shared.ui.getState().componentsPersistedViewSize[gridSizeKey(props.view.group)] ?? 0) > 0;
};
