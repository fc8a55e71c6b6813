import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { useStore } from '../../lib/state/create-store.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import { useRootData } from '../../lib/use-root-data.ts';
import { BlockingView } from './blocking-view.tsx';
import { useVisitor, VisitorProvider } from './visitor-provider.tsx';

/** Visitor state for the frame: provider, the blocking view and the maintenance notice. */
export function VisitorRoot({ children }: { children: ReactNode }) {
  const { site, culture, services, emulation, development } = useRootData();
  const ui = useUiStore();
  const accountOpen = useStore(ui, (s) => s.showAccountPopup);
  return (
    <VisitorProvider
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
      <VisitorOverlays accountOpen={accountOpen} />
    </VisitorProvider>
  );
}

function VisitorOverlays({ accountOpen }: { accountOpen: boolean }) {
  const visitor = useVisitor();
  const { culture } = useRootData();
  const t = useTranslations('account');
  if (!visitor) return null;
  return (
    <>
      {visitor.blocking && <BlockingView restriction={visitor.blocking} countryName={visitor.geo.country.name} culture={culture} />}
      <p className="toast" role="status" data-testid="maintenance-notice" hidden={!(accountOpen && visitor.underMaintenance)}>
        {accountOpen && visitor.underMaintenance ? t('maintenance') : ''}
      </p>
    </>
  );
}
