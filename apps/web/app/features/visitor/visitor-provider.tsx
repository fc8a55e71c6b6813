import type { CultureRef } from '@mc/sites/href';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { VisitorConfig } from './use-visitor-queries.ts';
import { VisitorContext } from './visitor-context.ts';
import type { VisitorState } from './visitor-state.ts';

const VisitorEngine = lazy(() => import('./visitor-engine.tsx'));

/**
 * Resolves the visitor (geo, currency, user context, player parameters) once per document.
 * The engine is a sibling, not a wrapper, so loading it after hydration re-renders only the
 * components that read the state, never the page.
 */
export function VisitorProvider({ config, culture, children }: { config: Omit<VisitorConfig, 'hydrated'>; culture: CultureRef; children: ReactNode }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<VisitorState | null>(null);
  return (
    <VisitorContext.Provider value={state}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <VisitorEngine config={config} culture={culture} onState={setState} />
        </Suspense>
      )}
    </VisitorContext.Provider>
  );
}
