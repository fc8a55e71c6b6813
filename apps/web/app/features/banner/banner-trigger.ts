import type { IslandTrigger } from '../../lib/islands/island-trigger.ts';
import { parseEmulatedDate } from '../../lib/emulation.ts';
import { browserStorage } from '../../lib/storage/safe-storage.ts';
import { BT_KEY, btFromQuery } from './bt-code.ts';

/**
 * The banner needs React only for a visitor with a bt code (its texts are personal) or an
 * emulated date (other slides); otherwise the server's banner stays and its carousel runs as
 * a page behaviour.
 */
export const bannerIslandDue: IslandTrigger<object> = ({ shared }) => {
  const search = window.location.search;
  if (btFromQuery(search) || browserStorage().read(BT_KEY)) return true;
  return shared.page.emulation && parseEmulatedDate(new URLSearchParams(search).get('dem')) !== null;
};
