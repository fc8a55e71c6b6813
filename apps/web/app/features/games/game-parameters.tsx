import { useFormatter, useTranslations } from 'use-intl';
import type { GameParameters } from './game-schemas.ts';
import styles from './game-page.module.css';

type ParameterKey = keyof GameParameters;
const MONEY: readonly ParameterKey[] = ['minBet', 'maxBet', 'biggestWin', 'minTicket', 'maxTicket'];
/** Display order: what players compare first. */
const ORDER: readonly ParameterKey[] = [
  'provider',
  'rtp',
  'minBet',
  'maxBet',
  'maxWin',
  'biggestWin',
  'reels',
  'paylines',
  'ways',
  'theme',
  'liveCasino',
  'seats',
  'decks',
  'specialBets',
  'statistics',
  'jackpot',
  'bingoJackpot',
  'bingoVariant',
  'bingoTimes',
  'minTicket',
  'maxTicket',
  'quickSpin',
  'demoMode',
];

/** Every parameter the game has (spec/catalogue.md section 3), formatted in the culture and the game's currency. */
export function GameParameterList({ parameters, currency }: { parameters: GameParameters; currency: string }) {
  const t = useTranslations('gameTiles');
  const format = useFormatter();
  const value = (key: ParameterKey, raw: NonNullable<GameParameters[ParameterKey]>): string => {
    if (typeof raw === 'boolean') return raw ? t('yes') : t('no');
    if (Array.isArray(raw)) return format.list(raw, { type: 'conjunction' });
    if (typeof raw === 'string') return raw;
    if (MONEY.includes(key)) return format.number(raw, { style: 'currency', currency, maximumFractionDigits: raw % 1 === 0 ? 0 : 2 });
    if (key === 'rtp') return format.number(raw / 100, { style: 'percent', maximumFractionDigits: 2 });
    if (key === 'maxWin') return t('maxWinValue', { value: raw });
    return format.number(raw);
  };
  const entries = ORDER.flatMap((key) => {
    const raw = parameters[key];
    return raw === undefined || raw === null ? [] : [[key, value(key, raw)] as const];
  });
  return (
    <dl className={styles.parameters}>
      {entries.map(([key, text]) => (
        <div key={key} data-parameter={key}>
          <dt>{t(`params.${key}`)}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
