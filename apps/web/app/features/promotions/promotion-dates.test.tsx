import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '../../lib/i18n/intl-provider.tsx';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import { PromotionDates } from './promotion-dates.tsx';

const render = (hreflang: 'en-CA' | 'fr-CA' | 'en-NZ', timeZone: string, startDate: string, endDate: string) =>
  renderToStaticMarkup(
    <AppIntlProvider culture={{ hreflang, timeZone }} messages={loadMessages(hreflang, ['promotions'])}>
      <PromotionDates startDate={startDate} endDate={endDate} ended={false} />
    </AppIntlProvider>,
  );

describe('promotion dates', () => {
  it('are the days the promotion runs in every time zone: Toronto does not see them a day early', () => {
    const english = render('en-CA', 'America/Toronto', '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z');
    expect(english).toContain('May 1, 2025');
    expect(english).toContain('December 31, 2035');
    expect(english).not.toContain('April 30');
    expect(render('fr-CA', 'America/Toronto', '2025-05-01T00:00:00Z', '2035-12-31T23:59:59Z')).toContain('1er mai 2025');
  });

  it('do not move a day later east of UTC either', () => {
    expect(render('en-NZ', 'Pacific/Auckland', '2025-01-03T00:00:00Z', '2025-01-05T23:59:59Z')).toContain('5 January 2025');
  });

  it('leave out a garbled date', () => {
    expect(render('en-CA', 'America/Toronto', 'soon', '2035-12-31T23:59:59Z')).toContain('December 31, 2035');
    expect(render('en-CA', 'America/Toronto', 'soon', 'later')).toBe('');
  });
});
