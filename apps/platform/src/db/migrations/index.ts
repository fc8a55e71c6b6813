import { sql as init } from './001-init.ts';
import { sql as accounts } from './002-accounts.ts';
import { sql as tracking } from './003-tracking.ts';
import { sql as btOffers } from './004-bt-offers.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** In order; a new schema change is a new numbered file, never an edit of a shipped one. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'accounts', sql: accounts },
  { version: 3, name: 'tracking', sql: tracking },
  { version: 4, name: 'bt-offers', sql: btOffers },
];
