/**
 * The category pages that show the jackpots strip, besides the home page: the jackpot
 * categories (spec/shell.md section 1 "jackpots strip"). Where the market has 'no-jackpots'
 * these routes do not exist, and the strip's loader says no for the home page too.
 */
export const JACKPOT_STRIP_ROUTES: ReadonlySet<string> = new Set(['jackpots', 'dailyJackpots']);
