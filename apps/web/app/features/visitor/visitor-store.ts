import { createStore } from '../../lib/state/create-store.ts';
import type { VisitorState } from './visitor-state.ts';

/**
 * The resolved visitor, one per document: written by the visitor runtime, read by islands
 * (visitor-context.ts) and plain page behaviours (play links). Null on the server and until
 * the visitor engine has started.
 */
export const visitorStore = createStore<{ state: VisitorState | null }>({ state: null });
