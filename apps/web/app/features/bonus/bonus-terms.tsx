import { useFormatter, useTranslations } from 'use-intl';
import type { BonusMarket } from './bonus-policy.ts';
import { cappedMaxBet } from './max-bet.ts';
import styles from './bonus-terms.module.css';

/**
 * One market's bonus terms, every amount formatted in the market's currency. `stakeCap`: the
 * visitor's market's highest stake in that currency, for its own terms (max-bet.ts).
 */
export function BonusTerms({
  market,
  currency,
  headingLevel = 3,
  stakeCap = null,
}: {
  market: BonusMarket;
  currency: string;
  headingLevel?: 2 | 3;
  stakeCap?: number | null;
}) {
  const t = useTranslations('info.bonus');
  const format = useFormatter();
  const money = (amount: number) => format.number(amount, { style: 'currency', currency, maximumFractionDigits: amount % 1 === 0 ? 0 : 2 });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Each term: a label and one or more descriptions (a <dt> with its <dd>s).
  const rows: [string, string][] = [];
  const add = (label: string, text: string) => {
    const last = rows.at(-1);
    if (last && (label === '' || label === last[0])) last[1] += `\n${text}`;
    else rows.push([label, text]);
  };
  if (market.firstDepositOnly) add(t('firstDepositOnly'), '✓');
  if (market.claimOncePerHours !== null) add('', t('claimOnce', { hours: market.claimOncePerHours }));
  if (market.minDeposit !== null) add(t('minDeposit'), money(market.minDeposit));
  if (market.maxBonus !== null) add(t('maxBonus'), money(market.maxBonus));
  if (market.wagering) {
    const w = market.wagering;
    add(t('wagering'), t('wageringRule', { multiplier: w.multiplier, base: w.base === 'bonus' ? 'bonus' : 'other', days: w.days }));
    if (w.contributions) add('', t('contributions', { slots: w.contributions.slots, other: w.contributions.other }));
  }
  const maxBet = cappedMaxBet(market.maxBet, stakeCap);
  if (maxBet) {
    const b = maxBet;
    if (b.fixed !== null) add(t('maxBet'), money(b.fixed));
    else if (b.percentOfBonus !== null && b.minimum !== null && b.cap !== null)
      add(t('maxBet'), t('maxBetRule', { percent: b.percentOfBonus, minimum: money(b.minimum), cap: money(b.cap) }));
  }
  if (market.freeSpins) {
    const f = market.freeSpins;
    add(t('freeSpins'), t('freeSpinsRule', { value: money(f.spinValue), multiplier: f.wageringMultiplier, days: f.days, slotsOnly: String(f.slotsOnly) }));
  }
  for (const offer of market.offers) {
    const value = (key: string) => offer[key];
    const num = (key: string) => Number(value(key) ?? 0);
    switch (offer.code) {
      case 'spins':
        add(t('offers'), t('offer.spins', { spins: num('spins'), minDeposit: money(num('minDeposit')) }));
        break;
      case 'cashback':
        add(
          t('offers'),
          t('offer.cashback', {
            percent: num('percent'),
            min: money(num('minAmount')),
            max: money(num('maxAmount')),
            day: weekday(String(value('creditedOn')), format),
            multiplier: num('wageringMultiplier'),
          }),
        );
        break;
      case 'tournament':
        add(t('offers'), t('offer.tournament', { amount: money(num('prizePool')) }));
        break;
      case 'drops-and-wins':
        add(t('offers'), t('offer.drops-and-wins', { amount: money(num('minBet')) }));
        break;
    }
  }
  return (
    <section className={styles.market} aria-labelledby={`bonus-${market.code}`} data-market={market.code}>
      <Heading id={`bonus-${market.code}`}>{market.name}</Heading>
      <dl>
        {rows.map(([label, text], index) => (
          <div key={index}>
            <dt>{label}</dt>
            {text.split('\n').map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** An English weekday name from the feed, shown in the page's language. */
function weekday(name: string, format: ReturnType<typeof useFormatter>): string {
  const index = WEEKDAYS.indexOf(name.toLowerCase());
  if (index < 0) return name;
  // 2023-01-01 was a Sunday.
  return format.dateTime(new Date(Date.UTC(2023, 0, 1 + index, 12)), { weekday: 'long', timeZone: 'UTC' });
}
