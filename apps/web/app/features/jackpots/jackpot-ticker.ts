import type { CurrencyConversion } from '../../lib/currency-conversion.ts';
import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { daysFormat, formatWithPattern, moneyFormat } from '../../lib/i18n/number-pattern.ts';
import { amountAt, clockOffset, formatCountdown, holdsDueDrop, isoDuration, nextRefreshAt, parseJackpotFeed, type JackpotFigures } from './jackpot-figures.ts';
import type { TickerFormats } from './ticker-formats.ts';

/** What the ticker reads from its surroundings (the page's, or a test's). */
export interface TickerDeps {
  /** The culture's formatting locale (the page's hreflang, as its formatter has it). */
  locale: string;
  fetch: typeof fetch;
  now: () => number;
  /** prefers-reduced-motion: the amounts then change every REDUCED_EVERY ticks, not every one. */
  reducedMotion: () => boolean;
  /** The visitor's currency conversion (lib/currency-conversion.ts) and its changes. */
  conversion: () => CurrencyConversion | null;
  onConversion: (listener: () => void) => () => void;
  /** The strip's formats as data (ticker-formats.ts): with them no Intl formatter is made. */
  formats?: TickerFormats | null;
  /** Resolves when formatting with Intl is cheap (warm-intl.ts), where a format has no pattern: the first figures wait for it. */
  intlReady?: Promise<void>;
}

const TICK_MS = 1000;
const REDUCED_EVERY = 10;
const FEED_TIMEOUT_MS = 5000;

interface Slot {
  card: HTMLElement;
  amount: HTMLElement | null;
  drop: HTMLElement | null;
  countdown: HTMLElement | null;
  /** The drop last announced (its time), so each is announced once. */
  announced: number;
}

/**
 * Brings one server-rendered strip (jackpot-strip.tsx) to life without React: reads the feed,
 * then every second writes the amounts (in the visitor's currency) and the countdowns into
 * their elements, and asks the feed again after each drop. A feed that fails or says nothing
 * the first time hides the strip; later it keeps the last figures. Never throws, never logs:
 * a jackpot feed is not worth an error. Returns what stops it.
 */
export function startJackpotTicker(strip: HTMLElement, deps: TickerDeps): () => void {
  const url = strip.getAttribute(DOM_HOOKS.jackpots);
  const slots = new Map<string, Slot>();
  for (const card of strip.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.jackpot))) {
    const part = (hook: typeof DOM_HOOKS.jackpotAmount | typeof DOM_HOOKS.jackpotDrop | typeof DOM_HOOKS.jackpotCountdown) =>
      card.querySelector<HTMLElement>(hookSelector(hook));
    slots.set(card.getAttribute(DOM_HOOKS.jackpot) ?? '', {
      card,
      amount: part(DOM_HOOKS.jackpotAmount),
      drop: part(DOM_HOOKS.jackpotDrop),
      countdown: part(DOM_HOOKS.jackpotCountdown),
      announced: 0,
    });
  }
  const total = strip.querySelector<HTMLElement>(hookSelector(DOM_HOOKS.jackpotTotal));
  const announcer = strip.querySelector<HTMLElement>(hookSelector(DOM_HOOKS.jackpotAnnouncer));
  const money = new Map<string, Intl.NumberFormat>();
  // Intl only where the strip brought no pattern, made when first needed (the first formatter a page makes is its costliest).
  let dayUnit: Intl.NumberFormat | undefined;
  const dayPattern = deps.formats?.days;
  const days = (count: number) => (dayPattern ? formatWithPattern(dayPattern, count) : (dayUnit ??= daysFormat(deps.locale)).format(count));
  let figures: JackpotFigures | null = null;
  let offset = 0;
  let ticks = 0;
  let refreshAt = Infinity;
  /** Answers in a row (or failures) that left a drop due: the next question waits longer each time. */
  let overdueAnswers = 0;
  let stopped = false;
  let loading = false;

  const format = (amount: number, currency: string) => {
    const pattern = deps.formats?.money[currency];
    if (pattern) return formatWithPattern(pattern, amount);
    let formatter = money.get(currency);
    if (!formatter) money.set(currency, (formatter = moneyFormat(deps.locale, currency)));
    return formatter.format(amount);
  };
  const write = (element: HTMLElement | null, text: string) => {
    if (element && element.textContent !== text) element.textContent = text;
  };

  const render = (amounts: boolean) => {
    if (!figures) return;
    const now = deps.now() + offset;
    const conversion = deps.conversion();
    const converted = conversion && conversion.from === figures.currency && conversion.to !== figures.currency && conversion.rate > 0;
    const currency = converted ? conversion.to : figures.currency;
    const rate = converted ? conversion.rate : 1;
    let sum = 0;
    const dropped: string[] = [];
    for (const jackpot of figures.jackpots) {
      const slot = slots.get(jackpot.id);
      if (!slot) continue;
      const amount = amountAt(jackpot, figures.asOf, now) * rate;
      sum += amount;
      if (amounts) write(slot.amount, format(amount, currency));
      const left = jackpot.nextDropAt - now;
      if (left > 0) {
        write(slot.countdown, formatCountdown(left, days));
        slot.countdown?.setAttribute('datetime', isoDuration(left));
        if (slot.drop) slot.drop.hidden = false;
      } else {
        // Dropped: the next drop is not known until the feed answers again.
        if (slot.drop) slot.drop.hidden = true;
        if (slot.announced !== jackpot.nextDropAt) {
          slot.announced = jackpot.nextDropAt;
          dropped.push(slot.card.getAttribute(DOM_HOOKS.jackpotDropped) ?? '');
        }
      }
    }
    if (amounts) write(total, format(sum, currency));
    if (announcer && dropped.some(Boolean)) {
      // Emptied first, so the same words for the next drop are a change a screen reader announces.
      announcer.textContent = '';
      announcer.textContent = dropped.filter(Boolean).join(' ');
    }
  };

  const load = async (): Promise<void> => {
    if (!url || loading) return;
    loading = true;
    const sentAt = deps.now();
    let next: JackpotFigures | null = null;
    const abort = new AbortController();
    const timeout = setTimeout(() => abort.abort(), FEED_TIMEOUT_MS);
    try {
      const response = await deps.fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store', signal: abort.signal });
      if (response.ok && /^application\/json/.test(response.headers.get('Content-Type') ?? '')) next = parseJackpotFeed(await response.json());
    } catch {
      // Offline, timed out, refused, unreadable: handled below as no answer.
    } finally {
      clearTimeout(timeout);
    }
    const receivedAt = deps.now();
    await deps.intlReady;
    loading = false;
    if (stopped) return;
    if (next && next.jackpots.some((jackpot) => slots.has(jackpot.id))) {
      figures = next;
      offset = clockOffset(next.asOf, sentAt, receivedAt);
      for (const [id, slot] of slots) slot.card.hidden = !next.jackpots.some((jackpot) => jackpot.id === id);
      strip.setAttribute(DOM_HOOKS.jackpotsLive, '');
      render(true);
    } else if (!figures) {
      strip.hidden = true;
      stop();
      return;
    }
    overdueAnswers = holdsDueDrop(figures, receivedAt + offset) ? overdueAnswers + 1 : 0;
    refreshAt = nextRefreshAt(figures, receivedAt + offset, overdueAnswers);
  };

  const timer = setInterval(() => {
    ticks += 1;
    render(!deps.reducedMotion() || ticks % REDUCED_EVERY === 0);
    if (deps.now() + offset >= refreshAt) void load();
  }, TICK_MS);
  const unsubscribe = deps.onConversion(() => render(true));
  function stop() {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  }
  void load();
  return stop;
}
