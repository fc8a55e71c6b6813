import type { IslandTrigger } from '../../lib/islands/island-trigger.ts';
import { parseEmulatedDate } from '../../lib/emulation.ts';
import { btFromQuery, readStoredBt } from './bt-code.ts';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The banner needs React only for a visitor with a bt code (its texts are personal) or an
 * emulated date (other slides); otherwise the server's banner stays and its carousel runs as
 * a page behaviour.
 */
export const bannerIslandDue: IslandTrigger<object> = ({ shared }) => {
  const search = window.location.search;
  if (btFromQuery(search) || readStoredBt(sessionStore())) return true;
  return shared.page.emulation && parseEmulatedDate(new URLSearchParams(search).get('dem')) !== null;
};
