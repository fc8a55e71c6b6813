import { whenGranted } from '../../lib/consent/consent.ts';
import { experimentExposureStore } from '../../lib/experiment-exposure.ts';
import type { SafeStorage } from '../../lib/storage/safe-storage.ts';
import { STORAGE_SLOTS, storageKey } from '../../lib/storage/storage-keys.ts';
import { exposuresOf, resolveExperiments, sessionOf, variantsOf, type ExperimentState } from './experiment-state.ts';

const LONG_KEY = storageKey(STORAGE_SLOTS.experimentsLong, variantsOf);
const SESSION_KEY = storageKey(STORAGE_SLOTS.experimentsSession, sessionOf);

/** `<html data-experiments>`: the state for monitoring and the browser tests (`preReg:a … qaMode`). */
export const EXPERIMENTS_ATTRIBUTE = 'data-experiments';

export function experimentsAttribute(state: ExperimentState): string {
  return Object.entries(state)
    .map(([name, value]) => (typeof value === 'string' ? `${name}:${value}` : value ? name : null))
    .filter((part): part is string => part !== null)
    .join(' ');
}

/**
 * The visitor's experiments (spec/shell.md sections 3, 4): resolved from the address and
 * storage, published for the abpoint events (lib/experiment-exposure.ts; the tracking function
 * sends them), and stored only once tracking consent allows (a write before it would be
 * refused and would remove what an earlier visit kept).
 */
export function startExperiments(search: string, storage: SafeStorage): ExperimentState {
  const { state, long, session } = resolveExperiments(search, { long: storage.read(LONG_KEY), session: storage.read(SESSION_KEY) });
  experimentExposureStore.setState({ exposures: exposuresOf(state) });
  document.documentElement.setAttribute(EXPERIMENTS_ATTRIBUTE, experimentsAttribute(state));
  whenGranted('tracking', () => {
    storage.write(LONG_KEY, long);
    storage.write(SESSION_KEY, session);
  });
  return state;
}
