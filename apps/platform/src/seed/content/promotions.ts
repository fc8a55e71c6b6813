import type { CultureCode } from '@mc/sites/culture-codes';
import { hrefDynamic } from '@mc/sites/href';
import { marketRule } from '@mc/sites/markets';
import { routeExists } from '@mc/sites/routes';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, cultureInfo, langOf } from '../../lib/markets.ts';
import type { PromotionData } from '../../repo/promotions.ts';
import type { PromotionKind } from '../../schemas/offers.ts';
import { PROMO_COPY, PROMO_WORDS } from '../copy/promotions.ts';
import { LEADERBOARDS } from './competitions.ts';
import { withLegalAge } from './market.ts';
import { significantTermsFor } from './offer-terms.ts';

type Cta = 'join' | 'play' | 'board';
interface Plan {
  key: string;
  start: string;
  end: string;
  published: boolean;
  home: boolean;
  cta: Cta;
  board?: 0 | 1;
  kind: PromotionKind;
  /** The market's own bonus offer whose terms it follows (bonus-policy.ts `offers`); `null`: no bonus, so no terms (a prize draw). */
  offer?: string | null;
}

const EVERGREEN = { start: '2024-01-01T00:00:00Z', end: '2035-12-31T23:59:59Z' };
/** Active, expired, not-yet-started and draft promotions; dates fixed so the seed never drifts. */
const PLANS: readonly Plan[] = [
  { key: 'welcome', ...EVERGREEN, published: true, home: true, cta: 'join', kind: 'welcome' },
  { key: 'cashback', ...EVERGREEN, published: true, home: true, cta: 'play', kind: 'recurring', offer: 'cashback' },
  { key: 'race', start: '2025-05-01T00:00:00Z', end: '2035-12-31T23:59:59Z', published: true, home: true, cta: 'board', board: 0, kind: 'tournament' },
  { key: 'sprint', start: '2025-01-03T00:00:00Z', end: '2025-01-05T23:59:59Z', published: true, home: false, cta: 'board', board: 1, kind: 'tournament' },
  { key: 'summer', start: '2024-06-01T00:00:00Z', end: '2024-08-31T23:59:59Z', published: true, home: false, cta: 'play', kind: 'seasonal' },
  { key: 'future', start: '2099-01-01T00:00:00Z', end: '2099-12-31T23:59:59Z', published: true, home: true, cta: 'join', kind: 'seasonal' },
  { key: 'draft', ...EVERGREEN, published: false, home: false, cta: 'play', kind: 'seasonal' },
];
const ES_PLANS: readonly Plan[] = [
  { key: 'champions', start: '2025-03-01T00:00:00Z', end: '2035-05-31T21:00:00Z', published: true, home: true, cta: 'play', kind: 'prize-draw', offer: null },
  { key: 'spins300', ...EVERGREEN, published: true, home: false, cta: 'join', kind: 'welcome', offer: 'spins' },
];

function ctaLink(culture: CultureCode, plan: Plan): { link: string; board: string | null } {
  if (plan.board === undefined) return { link: plan.cta === 'join' ? '#account/register' : 'route:onlineSlots', board: null };
  const { site, culture: info } = cultureInfo(culture);
  const slug = LEADERBOARDS[site.localCode][plan.board]![0];
  const route = routeExists('leaderboard-es', culture) ? 'leaderboard-es' : 'leaderboard';
  return { link: hrefDynamic({ route, culture: { code: culture, route: info.route }, params: { slug } }), board: slug };
}

/**
 * Promotions for every culture that has the promotions route (not da), each with its kind and
 * significant terms; where the market allows only the welcome offer (welcome-offer-only), no other.
 */
export function seedPromotions(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO promotions (id, culture, slug, published, on_home, position, start_date, end_date, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let id = 1000;
  for (const culture of ALL_CULTURES) {
    if (!routeExists('promotions', culture)) continue;
    const lang = langOf(culture);
    const words = PROMO_WORDS[lang];
    const welcomeOnly = marketRule(culture, 'welcome-offer-only') !== undefined;
    const plans = (culture === 'es' ? [...ES_PLANS, ...PLANS] : PLANS).filter((plan) => !welcomeOnly || plan.kind === 'welcome');
    plans.forEach((plan, position) => {
      const copy = PROMO_COPY[lang][plan.key];
      if (!copy) throw new Error(`no ${lang} copy for promotion '${plan.key}'`);
      const [slug, title, summary] = copy;
      const { link, board } = ctaLink(culture, plan);
      const data: PromotionData = {
        title,
        summary,
        body: `${summary}\n\n${words.body}`,
        terms: withLegalAge(words.terms, culture),
        ctaLabel: words[plan.cta],
        ctaLink: link,
        image: `/img/promotions/${slug}.webp`,
        alt: title,
        leaderboardSlug: board,
        kind: plan.kind,
        ...(plan.offer === null ? {} : { significantTerms: significantTermsFor(culture, plan.kind, plan.offer) }),
      };
      insert.run(++id, culture, slug, plan.published ? 1 : 0, plan.home ? 1 : 0, position + 1, plan.start, plan.end, JSON.stringify(data));
    });
  }
}
