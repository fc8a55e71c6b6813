import type { CultureCode } from '@mc/sites/culture-codes';
import { helplineOf, marketRule } from '@mc/sites/markets';
import { ROUTES } from '@mc/sites/routes';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, type Lang } from '../../lib/markets.ts';
import type { FeedData } from '../../schemas/feeds.ts';
import { feedsDa } from '../copy/feeds-da.ts';
import { feedsDe } from '../copy/feeds-de.ts';
import { feedsEn } from '../copy/feeds-en.ts';
import { feedsEs } from '../copy/feeds-es.ts';
import { feedsFi } from '../copy/feeds-fi.ts';
import { feedsFr } from '../copy/feeds-fr.ts';
import { feedsNb } from '../copy/feeds-nb.ts';
import { feedsPt } from '../copy/feeds-pt.ts';
import { feedsSv } from '../copy/feeds-sv.ts';
import { HELP_COPY } from '../copy/help-lines.ts';
import { FEED_CODES, type FeedCode, type FeedCopy } from '../copy/feeds-types.ts';
import { selfAssessmentData } from '../copy/self-assessment.ts';
import { bonusPolicyData } from './bonus-policy.ts';
import { marketCopy } from './market.ts';

/** The feed texts per language, one file each (copy/feeds-<lang>.ts); a new language is a compile error here until listed. */
export const FEED_COPY: Record<Lang, FeedCopy> = {
  en: feedsEn,
  de: feedsDe,
  da: feedsDa,
  sv: feedsSv,
  es: feedsEs,
  fr: feedsFr,
  pt: feedsPt,
  nb: feedsNb,
  fi: feedsFi,
};

/** Every simple feed in every culture (the web app answers authorizedGaming and impressum itself), but those of pages a market rule takes away. */
export function seedFeeds(db: Db): void {
  const insert = db.prepare('INSERT INTO feeds (culture, code, version, title, body, data) VALUES (?, ?, ?, ?, ?, ?)');
  for (const culture of ALL_CULTURES) {
    const market = marketCopy(culture);
    const texts = FEED_COPY[market.lang](market);
    const data: Partial<Record<FeedCode, FeedData>> = {
      selfAssessment: selfAssessmentData(market.lang),
      bonusPolicy: bonusPolicyData(culture, market.lang),
      contact: { kind: 'contact', hours: '24/7', email: market.email, liveChat: true, phone: market.site === 'MCUK' ? '+44 800 000 0000' : null },
    };
    const bodies: Partial<Record<FeedCode, string>> = { responsibleGaming: withHelp(texts.responsibleGaming.body, culture, market.lang) };
    for (const code of FEED_CODES) {
      // A page a market rule takes away (the bonus policy where offers are barred, affiliates where marketing is) takes its feed with it.
      if (barredByMarket(code, culture)) continue;
      const extra = data[code];
      insert.run(culture, code, 1, texts[code].title, bodies[code] ?? texts[code].body, extra ? JSON.stringify(extra) : null);
    }
  }
}

/** Whether every route showing the feed is one a market rule took from the culture (`unlessMarketRule`). */
function barredByMarket(code: FeedCode, culture: CultureCode): boolean {
  const routes = [...ROUTES.values()].filter((route) => route.feedCode === code);
  const rules = (route: (typeof routes)[number]) => [route.definition.unlessMarketRule ?? []].flat();
  return routes.length > 0 && routes.every((route) => rules(route).some((kind) => marketRule(culture, kind) !== undefined));
}

/** The responsible-gaming page names the market's helpline and self-exclusion register (markets.ts). */
function withHelp(body: string, culture: CultureCode, lang: Lang): string {
  const helpline = helplineOf(culture);
  const register = marketRule(culture, 'self-exclusion');
  const lines = [helpline && HELP_COPY[lang].helpline(helpline), register && HELP_COPY[lang].selfExclusion(register)].filter(Boolean);
  return lines.length ? `${body}\n\n${lines.join('\n')}` : body;
}
