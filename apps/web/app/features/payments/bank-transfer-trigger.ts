import { accountSession } from '../../lib/account-session.ts';
import { until } from '../../lib/islands/until.ts';
import type { IslandTrigger } from '../../lib/islands/island-trigger.ts';

/** The island's code is needed once the player logs in on this page (or reaches for its login button: `interactive`). */
export const bankTransferDue: IslandTrigger<object> = () => until(accountSession, (state) => state.logins > 0);
