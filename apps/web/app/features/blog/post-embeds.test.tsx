import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { IntlProvider } from 'use-intl';
import { describe, expect, it } from 'vitest';
import blog from '../../../messages/en-GB/blog.json';
import type { EmbedView } from './blog-view.ts';
import { PostEmbeds } from './post-embeds.tsx';

const render = (embeds: EmbedView[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <IntlProvider locale="en-GB" timeZone="Europe/London" messages={{ blog } as never}>
        <PostEmbeds embeds={embeds} />
      </IntlProvider>
    </MemoryRouter>,
  );

describe('post embeds', () => {
  it('render a game as a link to its page, a video as an outgoing link, never a frame or script', () => {
    const html = render([
      { kind: 'game', id: 1, title: 'Ruby Legends', href: '/online-slots/ruby-legends/', image: 'https://api.example/img/games/ruby-legends.svg' },
      { kind: 'video', id: 2, title: 'How to play', text: null, href: 'https://video.example/embed/x' },
      { kind: 'quote', id: 3, title: 'Tip', text: '<img src=x onerror=alert(1)>' },
      { kind: 'promotion', id: 4, title: 'Promotions', text: null, href: '/promotions/', external: false, image: null },
    ]);
    expect(html).toContain('href="/online-slots/ruby-legends/"');
    expect(html).toMatch(/<a href="https:\/\/video\.example\/embed\/x"[^>]*target="_blank"[^>]*rel="noopener noreferrer nofollow"/);
    expect(html).toContain('(opens in a new tab)');
    expect(html).toContain('href="/promotions/"');
    expect(html).not.toMatch(/<(iframe|script|object|embed|video)\b/);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The game's art is there (loaded once it scrolls into view), from the resolved absolute URL.
    expect(html).toContain('https://api.example/img/games/ruby-legends.svg');
  });

  it('renders nothing without embeds', () => {
    expect(render([])).toBe('');
  });
});
