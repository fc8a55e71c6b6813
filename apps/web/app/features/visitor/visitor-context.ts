import { useSyncExternalStore } from 'react';
import type { VisitorState } from './visitor-state.ts';
import { visitorStore } from './visitor-store.ts';

/** The resolved visitor in an island: null on the server and during hydration, then as it resolves. */
export function useVisitor(): VisitorState | null {
  return useSyncExternalStore(visitorStore.subscribe, readVisitor, serverVisitor);
}

const readVisitor = () => visitorStore.getState().state;
const serverVisitor = () => null;
