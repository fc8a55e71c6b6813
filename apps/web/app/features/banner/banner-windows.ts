import { DOM_HOOKS, hookSelector } from '../../lib/dom-hooks.ts';
import { parseEmulatedDate } from '../../lib/emulation.ts';

/** Longest delay a browser timer takes (about 24.8 days); a later end is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Which banners are past the end of their window at `now` (an end is inclusive, as the server's
 * date-range check), and when the next one closes (null: none will).
 */
export function closedWindows(ends: readonly (number | null)[], now: number): { closed: boolean[]; next: number | null } {
  const closed = ends.map((end) => end !== null && now > end);
  const open = ends.filter((end): end is number => end !== null && now <= end);
  return { closed, next: open.length > 0 ? Math.min(...open) : null };
}

/**
 * The server shows the banners whose window holds when it renders the page, but a shared cache
 * may hand that page out later (docs/banners.md). So the page hides a banner once its end has
 * passed by the visitor's clock (the emulated date where `dem` is on), at start and when the end
 * comes while the page is open; a list left empty goes too. Returns a stop function.
 */
export function startBannerWindows(emulation: boolean, now: () => number = Date.now): () => void {
  const banners = [...document.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.bannerEnd))];
  if (banners.length === 0) return () => {};
  const emulated = emulation ? parseEmulatedDate(new URLSearchParams(window.location.search).get('dem')) : null;
  const ends = banners.map((banner) => {
    const end = Number(banner.getAttribute(DOM_HOOKS.bannerEnd));
    return banner.getAttribute(DOM_HOOKS.bannerEnd) && Number.isFinite(end) ? end : null;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    const time = emulated ?? now();
    const { closed, next } = closedWindows(ends, time);
    closed.forEach((isClosed, index) => {
      if (isClosed) banners[index]!.hidden = true;
    });
    for (const list of document.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.bannerList))) {
      if (![...list.querySelectorAll<HTMLElement>(hookSelector(DOM_HOOKS.bannerEnd))].some((banner) => !banner.hidden)) list.hidden = true;
    }
    // An emulated date stands still: nothing more will close.
    if (next !== null && emulated === null) timer = setTimeout(apply, Math.min(next - time + 1, MAX_TIMER_MS));
  };
  apply();
  return () => clearTimeout(timer);
}
