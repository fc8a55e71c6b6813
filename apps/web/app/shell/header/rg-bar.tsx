import { useTranslations } from 'use-intl';
import type { PageCulture } from '../../lib/public-site.ts';
import type { MarketFrame } from '../market/market-frame.ts';
import { RegulatoryMarkLink } from '../market/regulatory-mark-link.tsx';
import styles from './rg-bar.module.css';

/** Responsible-gaming bar above the header (da, de-DE, sv): stays visible while scrolling. */
export function RgBar({ bar, culture }: { bar: NonNullable<MarketFrame['responsibleGamingBar']>; culture: PageCulture }) {
  const t = useTranslations('frame');
  return (
    <aside className={styles.bar} aria-label={t('rgBar.label')} data-testid="rg-bar">
      <div className={`page-width ${styles.inner}`}>
        {bar.messageKey && <p className={styles.message}>{t(bar.messageKey as Parameters<typeof t>[0])}</p>}
        <ul className={styles.marks}>
          {bar.marks.map((mark) => (
            <li key={mark.logo}>
              <RegulatoryMarkLink mark={mark} culture={culture} className={styles.mark} />
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
