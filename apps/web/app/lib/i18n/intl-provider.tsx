import type { ComponentProps, ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import { intlSetup, type IntlCulture } from './intl-setup.ts';

/** use-intl's provider, set up as everywhere else (intl-setup.ts): the document's, a page's and every island's. */
export function AppIntlProvider({
  culture,
  messages,
  children,
}: {
  culture: IntlCulture;
  messages: ComponentProps<typeof IntlProvider>['messages'];
  children: ReactNode;
}) {
  return (
    <IntlProvider {...intlSetup(culture)} messages={messages}>
      {children}
    </IntlProvider>
  );
}
