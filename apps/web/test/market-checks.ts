import type { CultureCode, Lang } from '@mc/sites/culture-codes';
import { langOfCode } from '@mc/sites/culture-codes';
import { marketRule, offersBarredBy } from '@mc/sites/markets';
import { match } from '@mc/sites/match';
import { decodeEntities, pageText } from './page-text.ts';
import { linksOf, type PageCheck } from './site-crawl.ts';

/**
 * Crawl checks of what an edition promotes (packages/sites/src/markets.ts), functions of a page
 * like the localisation crawl's: where a rule bars every offer (no licence, no bonuses, no
 * real-money play) nothing sells one; where real-money play is not offered, nothing of it shows.
 */

/** Routes that carry offers: no page of a culture whose offers are barred links them. */
const OFFER_ROUTES = new Set(['promotions', 'promotion', 'bonus', 'leaderboard', 'leaderboard-es']);

/** Words that sell or describe an offer, by language: none in the description, consent bar or banners of an edition without offers. */
export const OFFER_WORDS: Readonly<Record<Lang, RegExp>> = {
  en: /\b(promotions?|offers?|bonus(es)?|cashback|free spins?|bonus spins?|wagering|leaderboards?|tournaments?|prize (pool|race))\b/i,
  fi: /(kampanj|tarjou|bonu|cashback|ilmaiskierro|kierrätysvaatimu|tulostaulu|palkintopot)/i,
  nb: /(kampanje|tilbud|bonus|cashback|gratisspinn|omsetningskrav|toppliste|turnering|premiepott)/i,
  pt: /(promoç|oferta|bônus|bonus|cashback|rodadas (bônus|grátis)|requisito de apostas|ranking|torneio|premiação)/i,
  de: /(Aktion|Angebot|Bonus|Boni|Cashback|Freispiel|Umsatzbedingung|Rangliste|Turnier)/i,
  da: /(kampagne|tilbud|bonus|cashback|free spins|omsætningskrav|rangliste|turnering)/i,
  sv: /(kampanj|erbjudande|bonus|cashback|freespins|omsättningskrav|topplista|turnering)/i,
  es: /(promoci|oferta|bono|reembolso|giros extra|requisitos de apuesta|clasificación|torneo)/i,
  fr: /(promotion|offre|bonus|remise en argent|tours (bonus|gratuits)|exigences de mise|classement|tournoi)/i,
};

const text = (html: string) => pageText(`<title>_</title><body>${html}</body>`).split('\n').slice(1).join(' ');
const section = (html: string, marker: string): string => {
  const at = html.indexOf(marker);
  if (at < 0) return '';
  const start = html.lastIndexOf('<', at);
  const tag = /^<([a-z]+)/.exec(html.slice(start))?.[1] ?? 'section';
  const end = html.indexOf(`</${tag}>`, at);
  return html.slice(start, end < 0 ? undefined : end);
};

/** Where every offer is barred: no offer, offer banner, bonus terms or significant terms on the page, no link to an offer route, no offer word where the edition speaks of itself. */
export const noOffers: PageCheck = (page) => {
  const culture = page.culture.code;
  if (!offersBarredBy(culture)) return [];
  const found: string[] = [];
  for (const [, attribute, value] of page.html.matchAll(/\bdata-(promotion|offer|significant-terms|market|promotion-notice)="([^"]*)"/g))
    found.push(`offer element data-${attribute}="${value}"`);
  const host = `${page.site.localCode.toLowerCase()}.localhost`;
  for (const link of linksOf(page.html, host, page.url)) {
    const target = match(page.site, link.split('?')[0]!);
    if (target.kind === 'page' && OFFER_ROUTES.has(target.route.key)) found.push(`links the offer page ${link}`);
    if (/\/(promotions|promociones|bonus-policy)\//.test(link)) found.push(`links ${link}`);
  }
  const words = OFFER_WORDS[langOfCode(culture)];
  // A game's own name is a proper name ("Double Double Bonus"): left out of its page's description.
  const heading = text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1] ?? '').trim();
  const description = decodeEntities(/<meta\s+name="description"\s+content="([^"]*)"/.exec(page.html)?.[1] ?? '');
  const parts: [string, string][] = [
    ['description', page.contentType === 'game' && heading ? description.replaceAll(heading, '') : description],
    ['consent bar', text(section(page.html, 'data-consent-bar'))],
    ['main banner', text(section(page.html, 'data-testid="main-banner"'))],
  ];
  for (const [where, value] of parts) {
    const word = words.exec(value)?.[0];
    if (word) found.push(`${where} says "${word}": ${value.slice(0, 120)}`);
  }
  return found;
};

/** Where real-money play is not offered: no stake, payout or win, no amount of money, no payment method, winners or jackpots. */
export const noMoneyGame: PageCheck = (page) => {
  if (!marketRule(page.culture.code as CultureCode, 'no-real-money-play')) return [];
  const found: string[] = [];
  for (const [, key] of page.html.matchAll(/data-parameter="(minBet|maxBet|maxWin|biggestWin|minTicket|maxTicket|jackpot|bingoJackpot)"/g))
    found.push(`game parameter ${key}`);
  for (const marker of ['data-testid="winners"', 'data-testid="jackpots"', 'id="footer-payments"'])
    if (page.html.includes(marker)) found.push(`shows ${marker}`);
  const amount = /(₹|\bINR\b|\bRs\.?\s?\d|\b(payouts?|deposit bonus|real-money prizes?)\b)/i.exec(page.text);
  if (amount) found.push(`says "${amount[0]}"`);
  return found;
};
