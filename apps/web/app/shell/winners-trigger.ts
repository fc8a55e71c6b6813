import { until } from '../lib/islands/until.ts';
import type { IslandTrigger } from '../lib/islands/island-trigger.ts';
import { visitorStore, visitorConversion } from '../features/visitor/index.ts';

/** The table changes only once the visitor's currency is known to differ from the page's. */
export const winnersConversionDue: IslandTrigger<object> = () => until(visitorStore, ({ state }) => visitorConversion(state) !== null);
