import type { CultureCode } from '@mc/sites/culture-codes';
import { hrefDynamic } from '@mc/sites/href';
import { marketRule } from '@mc/sites/markets';
import { routeExists } from '@mc/sites/routes';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, cultureInfo, langOf } from '../../lib/markets.ts';
import type { PromotionData } from '../../repo/promotions.ts';
import type { PromotionKind } from '../../schemas/offers.ts';
import { PROMO_COPY, PROMO_WORDS, type PromoKey } from '../copy/promotions.ts';
import { LEADERBOARDS } from './competitions.ts';
import { withLegalAge } from './market.ts';
import { offerPeriods } from './offer-calendar.ts';
import { significantTermsFor, type OfferKey } from './offer-terms.ts';

type Cta = 'join' | 'play' | 'board';
interface Plan {
  key: PromoKey;
  period: keyof ReturnType<typeof offerPeriods>;
  published: boolean;
  home: boolean;
  cta: Cta;
  board?: 0 | 1;
  kind: PromotionKind;
  /** The offer whose terms it carries (offer-terms.ts): its own, never another's. */
  offer: OfferKey;
}

/** Active, ended, not-yet-started and draft promotions, each with its own offer and period (offer-calendar.ts). */
const PLANS: readonly Plan[] = [
  { key: 'welcome', period: 'ongoing', published: true, home: true, cta: 'join', kind: 'welcome', offer: 'welcome' },
  { key: 'cashback', period: 'ongoing', published: true, home: true, cta: 'play', kind: 'recurring', offer: 'cashback' },
  { key: 'race', period: 'race', published: true, home: true, cta: 'board', board: 0, kind: 'tournament', offer: 'race' },
  { key: 'sprint', period: 'sprint', published: true, home: false, cta: 'board', board: 1, kind: 'tournament', offer: 'sprint' },
  { key: 'summer', period: 'summer2024', published: true, home: false, cta: 'play', kind: 'seasonal', offer: 'seasonal' },
  { key: 'future', period: 'launch', published: true, home: true, cta: 'join', kind: 'seasonal', offer: 'launch' },
  { key: 'draft', period: 'ongoing', published: false, home: false, cta: 'play', kind: 'seasonal', offer: 'spins50' },
];
const ES_PLANS: readonly Plan[] = [
  { key: 'champions', period: 'champions', published: true, home: true, cta: 'play', kind: 'prize-draw', offer: 'draw' },
  { key: 'spins300', period: 'ongoing', published: true, home: false, cta: 'join', kind: 'welcome', offer: 'spins' },
];

function ctaLink(culture: CultureCode, plan: Plan): { link: string; board: string | null } {
  if (plan.board === undefined) return { link: plan.cta === 'join' ? '#account/register' : 'route:onlineSlots', board: null };
  const { site, culture: info } = cultureInfo(culture);
  const slug = LEADERBOARDS[site.localCode][plan.board]!.slug;
  const route = routeExists('leaderboard-es', culture) ? 'leaderboard-es' : 'leaderboard';
  return { link: hrefDynamic({ route, culture: { code: culture, route: info.route }, params: { slug } }), board: slug };
}

/**
 * Promotions for every culture that has the promotions route (not da, nor where a market rule
 * bars every offer), each with its own copy, period, kind and significant terms; where the
 * market allows only the welcome offer (welcome-offer-only), no other.
 */
export function seedPromotions(db: Db, now: Date): void {
  const insert = db.prepare(
    'INSERT INTO promotions (id, culture, slug, published, on_home, position, start_date, end_date, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const periods = offerPeriods(now);
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
      const { link, board } = ctaLink(culture, plan);
      const terms = significantTermsFor(culture, plan.offer);
      const isRace = terms.type === 'race' || terms.type === 'prize-draw';
      const data: PromotionData = {
        title: copy.title,
        summary: copy.summary,
        body: copy.body,
        terms: withLegalAge(isRace ? words.raceTerms : words.terms, culture),
        ctaLabel: words[plan.cta],
        ctaLink: link,
        image: `/img/promotions/${copy.slug}.webp`,
        alt: copy.title,
        leaderboardSlug: board,
        kind: plan.kind,
        significantTerms: terms,
      };
      const { start, end } = periods[plan.period];
      insert.run(++id, culture, copy.slug, plan.published ? 1 : 0, plan.home ? 1 : 0, position + 1, start, end, JSON.stringify(data));
    });
  }
}
