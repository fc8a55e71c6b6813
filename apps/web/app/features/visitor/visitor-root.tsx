import type { ReactNode } from 'react';
import { useStore } from '../../lib/state/create-store.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import { useRootData } from '../../lib/use-root-data.ts';
import { VisitorProvider } from './visitor-provider.tsx';

/** Visitor state for the frame, configured from the root data and the UI store. */
export function VisitorRoot({ children }: { children: ReactNode }) {
  const { site, culture, services, emulation, development } = useRootData();
  const ui = useUiStore();
  const accountOpen = useStore(ui, (s) => s.showAccountPopup);
  return (
    <VisitorProvider
      culture={culture}
      config={{
        services,
        brand: site.localCode,
        siteName: site.name,
        culture: { code: culture.code, locale: culture.locale, defaultCountry: culture.defaultCountry, currency: culture.currency },
        emulation,
        development,
        accountOpen,
      }}
    >
      {children}
    </VisitorProvider>
  );
}
