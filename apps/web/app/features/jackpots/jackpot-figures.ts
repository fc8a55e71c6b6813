/**
 * The jackpots strip's arithmetic, apart from the DOM: what the feed says (validated by hand,
 * zod would weigh on the browser), the amount at an instant, the countdown's text. The feed
 * gives each jackpot's amount at `asOf`, its growth per second and its next drop, after which
 * it starts again from its seed amount (apps/platform, `v1/feeds/jackpots`).
 */

export interface LiveJackpot {
  id: string;
  /** At the feed's `asOf`, in the feed's currency. */
  amount: number;
  seedAmount: number;
  growthPerSecond: number;
  /** Epoch ms. */
  nextDropAt: number;
}

export interface JackpotFigures {
  currency: string;
  /** The instant the amounts are for, by the server's clock (epoch ms). */
  asOf: number;
  jackpots: LiveJackpot[];
}

const CURRENCY = /^[A-Z]{3}$/;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The feed's body as figures, leaving out malformed jackpots; null for a body that is not a feed. */
export function parseJackpotFeed(body: unknown): JackpotFigures | null {
  if (!isRecord(body) || typeof body.currency !== 'string' || !CURRENCY.test(body.currency) || !Array.isArray(body.jackpots)) return null;
  const asOf = typeof body.asOf === 'string' ? Date.parse(body.asOf) : NaN;
  if (Number.isNaN(asOf)) return null;
  const jackpots: LiveJackpot[] = [];
  for (const item of body.jackpots as unknown[]) {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.nextDropAt !== 'string') continue;
    const nextDropAt = Date.parse(item.nextDropAt);
    const { amount, seedAmount, growthPerSecond } = item;
    if (Number.isNaN(nextDropAt) || !isAmount(amount) || !isAmount(seedAmount) || !isAmount(growthPerSecond)) continue;
    jackpots.push({ id: item.id, amount, seedAmount, growthPerSecond, nextDropAt });
  }
  return { currency: body.currency, asOf, jackpots };
}

/**
 * How far the server's clock is ahead of this one (ms), from a request sent at `sentAt` and
 * answered at `receivedAt` with figures for `asOf`: the answer is taken to be made halfway.
 * Countdowns then end when the server drops the jackpot, whatever the visitor's clock says.
 */
export function clockOffset(asOf: number, sentAt: number, receivedAt: number): number {
  return asOf - (sentAt + receivedAt) / 2;
}

/**
 * The jackpot's amount at `now` (server clock): grown since `asOf`; past its drop, grown again
 * from the seed, so a strip whose next answer is late keeps showing plausible figures.
 */
export function amountAt(jackpot: LiveJackpot, asOf: number, now: number): number {
  if (now >= jackpot.nextDropAt) return jackpot.seedAmount + (jackpot.growthPerSecond * (now - jackpot.nextDropAt)) / 1000;
  return jackpot.amount + (jackpot.growthPerSecond * Math.max(0, now - asOf)) / 1000;
}

/**
 * The time left as the countdown shows it: `hh:mm:ss`, with the whole days before it in the
 * culture's words (`days(3)` → "3d", from Intl). Seconds round up, so it reads 00:00:00 only
 * once the drop is due.
 */
export function formatCountdown(ms: number, days: (count: number) => string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const day = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60].map((part) => String(part).padStart(2, '0')).join(':');
  return day > 0 ? `${days(day)} ${clock}` : clock;
}

/** The time left as an ISO 8601 duration, for `<time datetime>` (`P1DT2H3M4S`, `PT0S`). */
export function isoDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [d, h, m, s] = [Math.floor(total / 86_400), Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60];
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `P${d ? `${d}D` : ''}${time ? `T${time}` : ''}`;
}

/** Asked again at least this often, so drift and a changed schedule show within a minute. */
export const REFRESH_MS = 60_000;
/** After a drop the server has moved on: ask a little later than the drop itself. */
export const AFTER_DROP_MS = 400;

/** A feed still showing a drop that is due (the platform has not moved on yet) is asked again after this, doubling each time it still does. */
export const OVERDUE_RETRY_MS = 1_000;

/** Whether an answer still holds a drop that is due at `now` (see nextRefreshAt). */
export const holdsDueDrop = (figures: JackpotFigures, now: number) => figures.jackpots.some((jackpot) => jackpot.nextDropAt <= now);

/**
 * When (server clock) to ask the feed again: just after the next drop, and within REFRESH_MS
 * anyway. When the answer still holds a drop that is due, sooner: its countdown shows nothing
 * until an answer names the next one (a platform a moment behind its own schedule would
 * otherwise leave it blank for a minute). `overdueAnswers`: how many answers in a row did so.
 */
export function nextRefreshAt(figures: JackpotFigures, now: number, overdueAnswers = 0): number {
  const drops = figures.jackpots.map((jackpot) => jackpot.nextDropAt).filter((drop) => drop > now);
  const retry = holdsDueDrop(figures, now) ? now + Math.min(REFRESH_MS, OVERDUE_RETRY_MS * 2 ** Math.max(0, overdueAnswers - 1)) : Infinity;
  return Math.min(now + REFRESH_MS, retry, ...drops.map((drop) => drop + AFTER_DROP_MS));
}
