import { useTranslations } from 'use-intl';
import { DOM_HOOKS, domHook } from '../../lib/dom-hooks.ts';
import type { JackpotStripView } from './jackpots-api.server.ts';
import styles from './jackpot-strip.module.css';

/** Stands for `{time}` while the drop text is translated, so the countdown can sit where the language puts it. */
const TIME_MARK = '\u{E000}';

/** The text before and after the placeholder (all of it before, where a translation has none). */
export function splitAtTime(text: string): [string, string] {
  const at = text.indexOf(TIME_MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + TIME_MARK.length)];
}

/**
 * The jackpots strip as the server renders it: the same bytes for every visitor, so no figure
 * in it. The browser (jackpot-ticker.ts) fills in the live amounts and countdowns, ticks them,
 * and hides the strip if the feed fails. The amounts are not a live region (a screen reader
 * reads one when it gets there, not on every tick), nor is the countdown (`timer`); a drop is
 * announced once, politely. The region's name is its own ("Live jackpots"), not its heading's:
 * a home page also lists the jackpot games under a "Jackpots" heading, and two landmarks of one
 * name cannot be told apart (axe's landmark-unique).
 */
export function JackpotStrip({ view }: { view: JackpotStripView }) {
  const t = useTranslations('jackpots');
  const [beforeTime, afterTime] = splitAtTime(t('dropsIn', { time: TIME_MARK }));
  return (
    <section
      className={styles.strip}
      aria-label={t('region')}
      data-testid="jackpots"
      {...domHook(DOM_HOOKS.jackpots, view.feedUrl)}
      {...domHook(DOM_HOOKS.jackpotFormats, view.formats)}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.total}>
          {t('total')} <span className={styles.figure} aria-live="off" {...domHook(DOM_HOOKS.jackpotTotal)} />
        </p>
      </div>
      <ul className={styles.list}>
        {view.jackpots.map((jackpot) => (
          <li
            key={jackpot.id}
            className={styles.jackpot}
            data-tier={jackpot.tier}
            {...domHook(DOM_HOOKS.jackpot, jackpot.id)}
            {...domHook(DOM_HOOKS.jackpotDropped, t('dropped', { name: jackpot.name }))}
          >
            <p className={styles.name}>{jackpot.name}</p>
            <p className={styles.amount}>
              <span className={styles.figure} aria-live="off" {...domHook(DOM_HOOKS.jackpotAmount)} />
            </p>
            <p className={styles.drop} role="timer" hidden {...domHook(DOM_HOOKS.jackpotDrop)}>
              {beforeTime}
              <time dateTime="PT0S" {...domHook(DOM_HOOKS.jackpotCountdown)} />
              {afterTime}
            </p>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite" {...domHook(DOM_HOOKS.jackpotAnnouncer)} />
    </section>
  );
}
