import { createContext, useContext } from 'react';
import type { VisitorState } from './visitor-state.ts';

/** The resolved visitor; null on the server, during hydration and until the engine has loaded. */
export const VisitorContext = createContext<VisitorState | null>(null);

export function useVisitor(): VisitorState | null {
  return useContext(VisitorContext);
}
