import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { IntlProvider, useLocale, useMessages, useTimeZone } from 'use-intl';
import type { Messages } from '../lib/i18n/messages.ts';

/** Adds the current page's message areas (sent by its loader) to the frame's. */
export function PageMessages({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const page = (matches.at(-1)?.loaderData as { messages?: Partial<Messages> } | undefined)?.messages;
  const frame = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  if (!page || Object.keys(page).length === 0) return <>{children}</>;
  return (
    <IntlProvider locale={locale} timeZone={timeZone} messages={{ ...frame, ...page }} onError={(error) => console.error(`[i18n] ${error.message}`)} getMessageFallback={() => ''}>
      {children}
    </IntlProvider>
  );
}
