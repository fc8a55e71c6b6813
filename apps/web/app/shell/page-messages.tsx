import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useMessages } from 'use-intl';
import { AppIntlProvider } from '../lib/i18n/intl-provider.tsx';
import type { Messages } from '../lib/i18n/messages.ts';
import { useRootData } from '../lib/use-root-data.ts';

/** Adds the current page's message areas (sent by its loader) to the frame's. */
export function PageMessages({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const page = (matches.at(-1)?.loaderData as { messages?: Partial<Messages> } | undefined)?.messages;
  const frame = useMessages();
  const { culture } = useRootData();
  if (!page || Object.keys(page).length === 0) return <>{children}</>;
  return (
    <AppIntlProvider culture={culture} messages={{ ...frame, ...page }}>
      {children}
    </AppIntlProvider>
  );
}
