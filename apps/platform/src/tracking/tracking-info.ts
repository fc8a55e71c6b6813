import { randomUUID } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { TrackingInfo } from './schemas.ts';

/** The tracking version the identifiers belong to (spec/shell.md section 9: view version '1A'). */
export const TRACKING_VERSION = '1A';

/**
 * Fresh identifiers for a visit (spec/shell.md section 3): a visitor id, a visit id, the visit's
 * start, the tracking version, a funnel flow id and the brand's acquisition code. Random: the
 * reference keeps nothing about the visitor, so every frame load is a new visitor.
 */
export function freshTrackingInfo(brand: string, now: Date): Static<typeof TrackingInfo> {
  return {
    arCode: `${brand}-WEB`,
    uguid: randomUUID(),
    usguid: randomUUID(),
    ustd: now.toISOString(),
    utv: TRACKING_VERSION,
    flowId: randomUUID(),
  };
}
