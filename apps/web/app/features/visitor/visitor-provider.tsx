import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useVisitorQueries, type VisitorConfig } from './use-visitor-queries.ts';
import { visitorDataset, type VisitorState } from './visitor-state.ts';

const VisitorContext = createContext<VisitorState | null>(null);

/**
 * Resolves the visitor (geo, currency, user context, player parameters) once per document
 * and mirrors it onto <html> as data attributes.
 */
export function VisitorProvider({ config, children }: { config: Omit<VisitorConfig, 'hydrated'>; children: ReactNode }) {
  const hydrated = useHydrated();
  const state = useVisitorQueries({ ...config, hydrated });
  useEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    const attributes = visitorDataset(state);
    for (const name of root.getAttributeNames()) if (VISITOR_ATTRIBUTE.test(name) && !(name in attributes)) root.removeAttribute(name);
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  }, [hydrated, state]);
  return <VisitorContext.Provider value={state}>{children}</VisitorContext.Provider>;
}

const VISITOR_ATTRIBUTE = /^data-(visitor|geo-|currency|rate-|user-context|maintenance|restriction)/;

/** The visitor state; on the server and before hydration, the initial (fallback-free) state. */
export function useVisitor(): VisitorState | null {
  return useContext(VisitorContext);
}
