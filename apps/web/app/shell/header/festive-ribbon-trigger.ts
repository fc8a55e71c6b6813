import { until } from '../../lib/islands/until.ts';
import type { IslandTrigger } from '../../lib/islands/island-trigger.ts';
import { isChristmas } from '../../lib/state/ui-store.ts';

/** The ribbon changes only when the context time's Christmas flag differs from the server's (an emulated date). */
export const festiveRibbonDue: IslandTrigger<object> = ({ shared }) => until(shared.ui, (state) => state.isXmas !== isChristmas(shared.page.now));
