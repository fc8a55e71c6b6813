import { TRACKING_FRAME_PATH, TRACKING_INFO_FIELDS, type TrackingInfo } from '../../lib/tracking-state.ts';

export interface FrameMessage {
  origin: string;
  data: unknown;
  source: unknown;
}

const ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Identifiers as the player state stores them: anything else in a field reads as null. */
export function trackingInfoOf(value: unknown): TrackingInfo | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const entries = TRACKING_INFO_FIELDS.map((field) => {
    const text = record[field];
    return [field, typeof text === 'string' && ID.test(text) ? text : null] as const;
  });
  const info = Object.fromEntries(entries) as unknown as TrackingInfo;
  return Object.values(info).some((field) => field !== null) ? info : null;
}

/**
 * The frame's ready message (spec/shell.md section 4: same origin, source marked as tracking):
 * `{ source: 'tracking', type: 'ready', info }` from our own frame's window on our own origin.
 * Undefined for any other message (other frames, extensions, the account widget); the info,
 * or null when the frame had none, for the ready message.
 */
export function frameReadyInfo(message: FrameMessage, expected: { origin: string; frame: unknown }): TrackingInfo | null | undefined {
  if (message.origin !== expected.origin || expected.frame === null || message.source !== expected.frame) return undefined;
  const data = message.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { source, type, info } = data as Record<string, unknown>;
  if (source !== 'tracking' || type !== 'ready') return undefined;
  return trackingInfoOf(info);
}

export function trackingFrameUrl(brandCode: string): string {
  return `${TRACKING_FRAME_PATH}?${new URLSearchParams({ brand: brandCode })}`;
}
