import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '../../lib/i18n/intl-provider.tsx';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import { BlockingView } from './blocking-view.tsx';

const render = (hreflang: 'de-DE' | 'en-GB' | 'fr-CA', route: string, countryCode: string) =>
  renderToStaticMarkup(
    <AppIntlProvider culture={{ hreflang, timeZone: 'UTC' }} messages={loadMessages(hreflang, ['account', 'routes'])}>
      <BlockingView restriction="blocked" countryCode={countryCode} culture={{ code: hreflang, route }} />
    </AppIntlProvider>,
  );

describe('the blocking view', () => {
  it('names the visitor’s country in the page’s language and links its restricted page by the English slug', () => {
    const german = render('de-DE', '', 'US');
    expect(german).toContain('Vereinigte Staaten');
    expect(german).not.toContain('United States');
    expect(german).toContain('href="/restricted/united-states/"');
    expect(render('fr-CA', '/fr-CA', 'GB')).toContain('Royaume-Uni');
    expect(render('fr-CA', '/fr-CA', 'GB')).toContain('href="/fr-CA/restricted/united-kingdom/"');
    expect(render('en-GB', '', 'US')).toContain('United States');
  });

  it('shows no name and no link for a code that names no country', () => {
    const markup = render('de-DE', '', 'ZZ');
    expect(markup).not.toContain('/restricted/');
  });
});
