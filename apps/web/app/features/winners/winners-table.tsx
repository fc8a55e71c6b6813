import { useFormatter, useTranslations } from 'use-intl';
import { displayAmount, formatWinAmount, type CurrencyConversion, type WinnerRow } from './winners-view.ts';
import styles from './winners-table.module.css';

/**
 * The latest winners: player, win, game (linked to its page where the culture has it) and
 * when, in GMT whatever the culture's time zone. Amounts are in the site's currency; pass
 * `conversion` to show them in the visitor's currency once visitor state exists. Nothing is
 * rendered without rows (a market without a winners feed, or a failing back end).
 */
export function WinnersTable({ rows, conversion = null }: { rows: readonly WinnerRow[]; conversion?: CurrencyConversion | null }) {
  const t = useTranslations('promotions');
  const format = useFormatter();
  if (rows.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="winners-title" data-testid="winners">
      <h2 id="winners-title" className={styles.title}>
        {t('winners')}
      </h2>
      <table className={styles.table} aria-labelledby="winners-title">
        <thead>
          <tr>
            <th scope="col">{t('winnersTable.player')}</th>
            <th scope="col" className={styles.amount}>
              {t('winnersTable.amount')}
            </th>
            <th scope="col">{t('winnersTable.game')}</th>
            <th scope="col">{t('winnersTable.date')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const money = displayAmount(row.amount, row.currency, conversion);
            return (
              <tr key={row.key}>
                <th scope="row" className={styles.player}>
                  {row.userName}
                </th>
                <td className={styles.amount} data-currency={money.currency}>
                  {money.currency === row.currency ? row.amountText : formatWinAmount(format, money.amount, money.currency)}
                </td>
                <td>{row.gameHref ? <a href={row.gameHref}>{row.gameName}</a> : row.gameName}</td>
                <td>
                  <time dateTime={row.wonAt}>{t('winnersTable.wonAt', row.wonAtText)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
