import { useTranslations } from 'use-intl';
import { useContextTime } from '../../lib/state/ui-store-provider.tsx';
import { isChristmas } from '../../lib/state/ui-store.ts';
import styles from './site-header.module.css';

/** The festive ribbon under the header while the Christmas flag is on (the context time may be emulated with `dem`). */
export function FestiveRibbon() {
  const t = useTranslations('frame');
  if (!isChristmas(useContextTime())) return null;
  return (
    <p className={styles.festive} data-testid="festive-ribbon">
      <span>{t('festive')}</span>
    </p>
  );
}
