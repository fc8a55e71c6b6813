import { mc } from './sites/mc.ts';
import { mcde } from './sites/mcde.ts';
import { mcdk } from './sites/mcdk.ts';
import { mces } from './sites/mces.ts';
import { mcse } from './sites/mcse.ts';
import { mcuk } from './sites/mcuk.ts';
import type { Site } from './site-schema.ts';

/** The six sites as shipped: production hosts are placeholders under the reserved `.example` domain. */
export const DEFAULT_SITES: readonly Site[] = [mc, mcde, mcuk, mcdk, mcse, mces];
