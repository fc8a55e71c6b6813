import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { AppIntlProvider } from '../i18n/intl-provider.tsx';
import { UiStoreContext } from '../state/ui-store-provider.tsx';
import type { UiStore } from '../state/ui-store.ts';
import { IslandPageContext } from './island-page-context.ts';
import type { IslandPage } from './island-page.ts';

export interface IslandShared {
  page: IslandPage;
  ui: UiStore;
  queryClient: QueryClient;
}

interface IslandRootProps extends IslandShared {
  children: ReactNode;
  /** Called once the island has committed in the browser (never on the server). */
  onCommit?: () => void;
  /** Called when the island fails to render in the browser. */
  onError?: (error: unknown) => void;
}

/**
 * Everything an island renders inside, identical on the server and in the browser so that
 * hydration finds exactly the markup it would produce: the page, the UI store, the query
 * client and the page's island messages.
 */
export function IslandRoot({ page, ui, queryClient, children, onCommit, onError }: IslandRootProps) {
  return (
    <IslandPageContext.Provider value={page}>
      <UiStoreContext.Provider value={ui}>
        <QueryClientProvider client={queryClient}>
          <AppIntlProvider culture={page.culture} messages={page.messages}>
            <IslandErrorBoundary onError={onError}>
              {children}
              <CommitSignal onCommit={onCommit} />
            </IslandErrorBoundary>
          </AppIntlProvider>
        </QueryClientProvider>
      </UiStoreContext.Provider>
    </IslandPageContext.Provider>
  );
}

function CommitSignal({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/** A failing island shows the spec's render-error text in its place; the rest of the page keeps working. */
class IslandErrorBoundary extends Component<{ children: ReactNode; onError?: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError?.(error);
  }
  override render() {
    return this.state.failed ? <RenderError /> : this.props.children;
  }
}

function RenderError() {
  const t = useTranslations('errors');
  return (
    <p className="island-error" role="alert">
      {t('renderError')}
    </p>
  );
}
