import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '../../lib/i18n/intl-provider.tsx';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import { GameBadges } from './game-badges.tsx';

const badges = (value: number) => ({ slingoOriginal: false, rating: { value, count: 10 }, popular: false, new: false, jackpot: false, liveDealer: false });

const render = (hreflang: string, value: number) =>
  renderToStaticMarkup(
    <AppIntlProvider culture={{ hreflang, timeZone: 'UTC' }} messages={loadMessages(hreflang as never, ['gameTiles'])}>
      <GameBadges badges={badges(value)} />
    </AppIntlProvider>,
  );

describe('a tile’s rating', () => {
  it('is written as the culture writes numbers, with one decimal', () => {
    const german = render('de-DE', 4.2);
    expect(german).toContain('★</span> 4,2');
    expect(german).not.toMatch(/4\.2/);
    expect(render('fr-CA', 4)).toContain('★</span> 4,0');
    expect(render('en-GB', 4.2)).toContain('★</span> 4.2');
  });

  it('is read out in the culture’s number format too', () => {
    for (const culture of ['de-DE', 'da', 'sv', 'es', 'fr-CA']) expect(render(culture, 3.5), culture).not.toMatch(/3\.5/);
  });
});
