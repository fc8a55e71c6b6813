import { createStore } from './state/create-store.ts';

/** The A/B points the journey reports (spec/shell.md section 7: abpoint pre- and post-login and registration). */
export const ABPOINT_EVENTS = ['pre-login', 'post-login', 'pre-registration', 'post-registration'] as const;
export type AbpointEvent = (typeof ABPOINT_EVENTS)[number];

/** What an abpoint event tells the collector about the visitor's experiment at that point. */
export interface Exposure {
  test: string;
  /** Null when experiments are disabled (`?disabled=1`). */
  variant: string | null;
  qaMode: boolean;
}

/**
 * The visitor's exposure per A/B point, published by features/experiments and attached by
 * features/tracking to the abpoint events it sends (features never import each other).
 */
export const experimentExposureStore = createStore<{ exposures: Partial<Record<AbpointEvent, Exposure>> }>({ exposures: {} });
