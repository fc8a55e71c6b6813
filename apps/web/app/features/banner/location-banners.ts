import type { BannerLocationName } from '@mc/sites/banner-locations';
import type { CultureCode } from '@mc/sites/culture-codes';
import { z } from 'zod';
import { DATE_RANGE, dateRangeStatus } from '../../lib/date-range.ts';
import { readBannerOffer, type OfferFacts } from '../../lib/offers/offer-facts.ts';
import { bannerOfferRefusal } from '../../lib/offers/offer-rules.ts';
import { bannerObjections } from './banner-market.ts';

/** One banner of a location list (`v1/banners/locations/{location}`), as the site API sends it. */
export const locationBannerSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  gameSlug: z.string().nullable(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  offer: z.unknown().optional().transform(readBannerOffer),
});
export type LocationBannerItem = z.infer<typeof locationBannerSchema>;

/** The list as a whole: items are checked one by one, so one malformed banner does not take the others with it. */
export const locationListSchema = z.object({ items: z.array(z.unknown()) });

/** A banner the page shows; `end` (ms) lets the browser hide it once its window closes on a cached page. */
export interface LocationBanner {
  id: string;
  title: string;
  subtitle: string;
  image: string;
  ctaLabel: string;
  ctaLink: string;
  end: number | null;
  offer: OfferFacts | null;
}

/** Why a banner of the list is not shown (for the log); a banner outside its window is no fault and not listed. */
export interface LeftOut {
  id: string;
  reason: 'malformed' | 'bad-window' | 'market-copy' | 'market-offer';
  detail?: string;
}

/** A window given but unreadable is no window at all: the banner is not shown rather than shown for ever. */
function readTime(value: string | null | undefined): number | null | 'bad' {
  if (value === null || value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? 'bad' : time;
}

/**
 * The banners of a location list the culture shows at `now`: the well-formed ones whose date
 * window holds now (spec/shell.md section 4: start and end against now, in range), whose copy the
 * market allows (banners are offers: 'offers'-scoped banned words, links to removed routes) and
 * whose offer the market's offer rules accept; on a game page not the game itself.
 */
export function selectLocationBanners(
  items: readonly unknown[],
  culture: CultureCode,
  now: number,
  options: { exceptGame?: string } = {},
): { shown: LocationBanner[]; leftOut: LeftOut[] } {
  const shown: LocationBanner[] = [];
  const leftOut: LeftOut[] = [];
  items.forEach((raw, index) => {
    const parsed = locationBannerSchema.safeParse(raw);
    if (!parsed.success) return leftOut.push({ id: `#${index}`, reason: 'malformed', detail: parsed.error.issues[0]?.message });
    const item = parsed.data;
    const start = readTime(item.startDate);
    const end = readTime(item.endDate);
    if (start === 'bad' || end === 'bad') return leftOut.push({ id: item.id, reason: 'bad-window' });
    if (dateRangeStatus(item.startDate, item.endDate, now) !== DATE_RANGE.inRange) return;
    if (options.exceptGame && item.gameSlug === options.exceptGame) return;
    const objections = bannerObjections(culture, { terms: item.subtitle, cta: item.ctaLabel, ctaLink: item.ctaLink, alt: item.title });
    if (objections.length > 0) return leftOut.push({ id: item.id, reason: 'market-copy', detail: objections.join(', ') });
    const refusal = bannerOfferRefusal(culture, item.offer);
    if (refusal) return leftOut.push({ id: item.id, reason: 'market-offer', detail: refusal });
    shown.push({
      id: item.id,
      title: item.title,
      subtitle: item.subtitle,
      image: item.image,
      ctaLabel: item.ctaLabel,
      ctaLink: item.ctaLink,
      end,
      offer: item.offer,
    });
  });
  return { shown, leftOut };
}

/** The message key of each location's heading (`banners.lists.*`). */
export const LOCATION_HEADING = {
  'home-page': 'homePage',
  'game-banners': 'gameBanners',
  'blog-post': 'blogPost',
  'blog-post-main': 'blogPostMain',
} as const satisfies Record<BannerLocationName, string>;
