import { startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { IslandRoot, type IslandShared } from './island-root.tsx';

export type ReportError = (error: unknown, context: string) => void;

/**
 * Hydrates one island's server markup. `urgent` (the visitor is waiting to use it) renders at
 * once; otherwise as a transition, in slices. Resolves once it has committed, or failed (then
 * it shows its error text and is reported).
 */
export function hydrateIsland(
  element: HTMLElement,
  Island: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  shared: IslandShared,
  report: ReportError,
  urgent: boolean,
): Promise<void> {
  const name = element.dataset.island ?? '';
  return new Promise<void>((resolve) => {
    const onError = (error: unknown) => {
      report(error, `island ${name}`);
      resolve();
    };
    const hydrate = () => {
      hydrateRoot(
        element,
        <IslandRoot {...shared} onCommit={resolve} onError={onError}>
          <Island {...props} />
        </IslandRoot>,
        { identifierPrefix: element.dataset.id ?? '', ...rootErrorHandlers(report, `island ${name}`) },
      );
    };
    if (urgent) hydrate();
    else startTransition(hydrate);
  });
}

/**
 * A root that exists only in the browser (overlays, the blocking view): mounted into a new
 * element at the end of the body, with the same providers as the islands.
 */
export function mountClientRoot(shared: IslandShared, name: string, children: ReactNode, report: ReportError): void {
  const container = document.createElement('div');
  container.dataset.clientRoot = name;
  document.body.append(container);
  const root = createRoot(container, rootErrorHandlers(report, name));
  startTransition(() =>
    root.render(
      <IslandRoot {...shared} onError={(error) => report(error, name)}>
        {children}
      </IslandRoot>,
    ),
  );
}

function rootErrorHandlers(report: ReportError, name: string) {
  return {
    // A hydration mismatch is a bug of ours: React recovers by rendering the island anew.
    onRecoverableError: (error: unknown, info: ErrorInfo) => {
      console.error(`[${name}] recovered from`, error, info.componentStack ?? '');
      report(error, `${name} (recovered)`);
    },
    onUncaughtError: (error: unknown) => report(error, name),
  };
}
