// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrencyConversion } from '../../lib/currency-conversion.ts';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { AppIntlProvider } from '../../lib/i18n/intl-provider.tsx';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import { JackpotStrip } from './jackpot-strip.tsx';
import { startJackpotTicker, type TickerDeps } from './jackpot-ticker.ts';
import { tickerFormatsFor } from './jackpots-api.server.ts';
import { readTickerFormats } from './ticker-formats.ts';

const T0 = Date.UTC(2025, 5, 2, 9);
const FEED_URL = 'http://127.0.0.1:4100/sites/mcuk/v1/feeds/jackpots?culture=en-GB';
const VIEW = {
  feedUrl: FEED_URL,
  jackpots: [
    { id: 'mega', name: 'Mega Mondo', tier: 'mega' },
    { id: 'minor', name: 'Mini Mondo', tier: 'minor' },
  ],
  formats: tickerFormatsFor('en-GB'),
};

/** The feed as the platform answers at `at`: the minor jackpot drops 3 s after T0, then every 10 s. */
function feedAt(at: number) {
  const minorDrop = at < T0 + 3_000 ? T0 + 3_000 : T0 + 3_000 + Math.ceil((at - T0 - 3_000 + 1) / 10_000) * 10_000;
  return {
    culture: 'en-GB',
    currency: 'GBP',
    asOf: new Date(at).toISOString(),
    jackpots: [
      {
        id: 'mega',
        name: 'Mega Mondo',
        amount: 1_000_000 + (at - T0) / 1000,
        seedAmount: 900_000,
        growthPerSecond: 1,
        nextDropAt: new Date(T0 + 86_400_000 * 2 + 3_723_000).toISOString(),
      },
      { id: 'minor', name: 'Mini Mondo', amount: 1000, seedAmount: 1000, growthPerSecond: 0.25, nextDropAt: new Date(minorDrop).toISOString() },
    ],
  };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let conversion: CurrencyConversion | null;
let conversionListeners: (() => void)[];
let strip: HTMLElement;
let stop: () => void;

function start(fetch: TickerDeps['fetch'], overrides: Partial<TickerDeps> = {}) {
  stop = startJackpotTicker(strip, {
    locale: 'en-GB',
    fetch,
    now: () => Date.now(),
    reducedMotion: () => false,
    // As the page starts it (jackpot-strips.ts): with the formats the server put in the strip.
    formats: readTickerFormats(strip.getAttribute(DOM_HOOKS.jackpotFormats)),
    conversion: () => conversion,
    onConversion: (listener) => {
      conversionListeners.push(listener);
      return () => undefined;
    },
    ...overrides,
  });
}
const part = (id: string, hook: Parameters<typeof hookSelector>[0]) =>
  strip.querySelector(`[${DOM_HOOKS.jackpot}="${id}"] ${hookSelector(hook)}`) as HTMLElement;
const amount = (id: string) => part(id, DOM_HOOKS.jackpotAmount).textContent;
const countdown = (id: string) => part(id, DOM_HOOKS.jackpotCountdown).textContent;
const announcer = () => strip.querySelector(hookSelector(DOM_HOOKS.jackpotAnnouncer))!;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  conversion = null;
  conversionListeners = [];
  document.body.innerHTML = renderToStaticMarkup(
    <AppIntlProvider culture={{ hreflang: 'en-GB', timeZone: 'Europe/London' }} messages={loadMessages('en-GB', ['jackpots'])}>
      <JackpotStrip view={VIEW} />
    </AppIntlProvider>,
  );
  strip = document.querySelector(hookSelector(DOM_HOOKS.jackpots))!;
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('the server’s strip', () => {
  it('is the same for everyone: names, the feed’s address, no figures; nothing in it is a live region but the announcer', () => {
    expect(strip.getAttribute(DOM_HOOKS.jackpots)).toBe(FEED_URL);
    expect(strip.querySelector('h2')!.textContent).toBe('Jackpots');
    expect(
      [...strip.querySelectorAll(hookSelector(DOM_HOOKS.jackpotAmount))].map((element) => [element.textContent, element.getAttribute('aria-live')]),
    ).toEqual([
      ['', 'off'],
      ['', 'off'],
    ]);
    expect(part('mega', DOM_HOOKS.jackpotDrop).getAttribute('role')).toBe('timer');
    expect(part('mega', DOM_HOOKS.jackpotDrop).textContent).toBe('Drops in ');
    expect(strip.querySelectorAll('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')).toHaveLength(1);
    expect(announcer().getAttribute('aria-live')).toBe('polite');
    expect(strip.querySelector(`[${DOM_HOOKS.jackpot}="minor"]`)!.getAttribute(DOM_HOOKS.jackpotDropped)).toBe('Mini Mondo has just dropped!');
  });
});

describe('the ticker', () => {
  it('fills in the amounts in the culture’s format, the total and the countdowns, then ticks every second', async () => {
    start(async () => json(feedAt(Date.now())));
    await vi.advanceTimersByTimeAsync(0);
    expect(strip.hasAttribute(DOM_HOOKS.jackpotsLive)).toBe(true);
    expect(amount('mega')).toBe('£1,000,000.00');
    expect(strip.querySelector(hookSelector(DOM_HOOKS.jackpotTotal))!.textContent).toBe('£1,001,000.00');
    expect(countdown('mega')).toBe('2d 01:02:03');
    expect(part('mega', DOM_HOOKS.jackpotCountdown).getAttribute('datetime')).toBe('P2DT1H2M3S');
    expect(part('mega', DOM_HOOKS.jackpotDrop).hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(amount('mega')).toBe('£1,000,001.00');
    expect(amount('minor')).toBe('£1,000.25');
    expect(countdown('mega')).toBe('2d 01:02:02');
    expect(countdown('minor')).toBe('00:00:02');
  });

  it('formats with the strip’s patterns, never with Intl, in the visitor’s currency too', async () => {
    const intl = vi.spyOn(Intl, 'NumberFormat');
    try {
      start(async () => json(feedAt(Date.now())));
      await vi.advanceTimersByTimeAsync(1000);
      conversion = { from: 'GBP', to: 'INR', rate: 100 };
      for (const listener of conversionListeners) listener();
      expect(amount('mega')).toBe('₹100,000,100.00');
      expect(countdown('mega')).toBe('2d 01:02:02');
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });

  it('formats with Intl, as the patterns would, where the strip has none or a malformed one', async () => {
    strip.setAttribute(DOM_HOOKS.jackpotFormats, '{"money":{"GBP":{"prefix":1}},"days":null}');
    start(async () => json(feedAt(Date.now())));
    await vi.advanceTimersByTimeAsync(1000);
    expect(amount('mega')).toBe('£1,000,001.00');
    expect(countdown('mega')).toBe('2d 01:02:02');
  });

  it('waits for cheap formatting (ICU warmed off the main thread) before its first figures', async () => {
    let warmed!: () => void;
    start(async () => json(feedAt(Date.now())), { formats: null, intlReady: new Promise<void>((resolve) => (warmed = resolve)) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(amount('mega')).toBe('');
    expect(strip.hasAttribute(DOM_HOOKS.jackpotsLive)).toBe(false);
    warmed();
    await vi.advanceTimersByTimeAsync(0);
    expect(amount('mega')).toBe('£1,000,001.00');
    expect(countdown('mega')).toBe('2d 01:02:02');
  });

  it('counts down to the drop, announces it once, and goes on with the feed’s next drop', async () => {
    const fetch = vi.fn(async () => json(feedAt(Date.now())));
    start(fetch);
    await vi.advanceTimersByTimeAsync(2000);
    expect(countdown('minor')).toBe('00:00:01');
    expect(announcer().textContent).toBe('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(announcer().textContent).toBe('Mini Mondo has just dropped!');
    expect(amount('minor')).toBe('£1,000.00');
    await vi.advanceTimersByTimeAsync(1000);
    // Asked again just after the drop: the next one is 10 s on.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(countdown('minor')).toBe('00:00:09');
    expect(part('minor', DOM_HOOKS.jackpotDrop).hidden).toBe(false);
    announcer().textContent = '';
    await vi.advanceTimersByTimeAsync(5000);
    expect(announcer().textContent).toBe('');
  });

  it('asks again within seconds when the feed still holds the drop that is due, less often while it goes on doing so', async () => {
    // A platform a moment behind its own schedule: its own clock, but the drop at T0 + 3 s still
    // named as the next one until T0 + 5 s.
    let behindUntil = T0 + 5_000;
    const fetch = vi.fn(async () => {
      const body = feedAt(Date.now());
      if (Date.now() < behindUntil) body.jackpots[1]!.nextDropAt = new Date(T0 + 3_000).toISOString();
      return json(body);
    });
    start(fetch);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(countdown('minor')).toMatch(/^00:00:0[6-8]$/);
    expect(part('minor', DOM_HOOKS.jackpotDrop).hidden).toBe(false);
    // One that stays behind is asked at growing intervals (1, 2, 4, 8, 16 s…), not every second.
    behindUntil = Infinity;
    fetch.mockClear();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(7);
  });

  it('uses the server’s clock, whatever the visitor’s says', async () => {
    // The feed's clock is 30 s ahead of this one.
    start(async () => json(feedAt(Date.now() + 30_000)));
    await vi.advanceTimersByTimeAsync(0);
    expect(countdown('mega')).toBe('2d 01:01:33');
  });

  it('shows the amounts in the visitor’s currency once it is known to differ', async () => {
    start(async () => json(feedAt(Date.now())));
    await vi.advanceTimersByTimeAsync(0);
    conversion = { from: 'GBP', to: 'EUR', rate: 2 };
    for (const listener of conversionListeners) listener();
    expect(amount('minor')).toBe('€2,000.00');
  });

  it('changes the amounts every ten seconds only where the visitor asks for reduced motion; the countdown keeps time', async () => {
    start(async () => json(feedAt(Date.now())), { reducedMotion: () => true });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(amount('mega')).toBe('£1,000,000.00');
    expect(countdown('mega')).toBe('2d 01:02:02');
    await vi.advanceTimersByTimeAsync(9000);
    expect(amount('mega')).toBe('£1,000,010.00');
  });

  it('hides the strip when the feed fails or says nothing, without an error or an unhandled rejection', async () => {
    const errors = vi.spyOn(console, 'error');
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const failures: TickerDeps['fetch'][] = [
      async () => json({ error: 'Internal Server Error' }, 500),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
      async () => new Response('{"jackpots": [', { headers: { 'Content-Type': 'application/json' } }),
      async () => json({ ...feedAt(T0), jackpots: [] }),
      // Slow: never answers, until the ticker gives up.
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ];
    for (const fetch of failures) {
      strip.hidden = false;
      start(fetch);
      await vi.advanceTimersByTimeAsync(6000);
      expect(strip.hidden).toBe(true);
      expect(amount('mega')).toBe('');
      stop();
    }
    process.off('unhandledRejection', onRejection);
    expect(errors).not.toHaveBeenCalled();
    expect(rejections).toEqual([]);
  });

  it('keeps ticking from its last figures when the feed fails later', async () => {
    let up = true;
    start(async () => (up ? json(feedAt(Date.now())) : Promise.reject(new TypeError('offline'))));
    await vi.advanceTimersByTimeAsync(0);
    up = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(strip.hidden).toBe(false);
    expect(amount('mega')).toBe('£1,000,005.00');
    // Dropped with no word of the next drop: the countdown leaves, the amount grows from the seed.
    expect(part('minor', DOM_HOOKS.jackpotDrop).hidden).toBe(true);
    expect(amount('minor')).toBe('£1,000.50');
  });
});
