import { conversionStore } from '../../lib/currency-conversion.ts';
import { until } from '../../lib/islands/until.ts';
import type { IslandTrigger } from '../../lib/islands/island-trigger.ts';

/** The table changes only once the visitor's currency is known to differ from the page's. */
export const winnersConversionDue: IslandTrigger<object> = () => until(conversionStore, ({ conversion }) => conversion !== null);
