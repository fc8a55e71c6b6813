/** Scroll-to-top defaults (spec/shell.md section 9). */
export const SCROLL_TO_TOP = { durationMs: 250, showAfterPx: 200, bottomPx: 50, rightPx: 30 } as const;

export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** Scroll position at `elapsed` ms of an animation from `from` to 0. */
export function scrollPositionAt(from: number, elapsed: number, duration: number = SCROLL_TO_TOP.durationMs): number {
  return Math.round(from * (1 - easeOutCubic(elapsed / duration)));
}
