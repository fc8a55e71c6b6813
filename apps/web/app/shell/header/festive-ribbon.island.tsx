import { useTranslations } from 'use-intl';
import { useStore } from '../../lib/state/use-store.ts';
import { useUiStore } from '../../lib/state/ui-store-provider.tsx';
import styles from './site-header.module.css';

/** The festive ribbon under the header while the Christmas flag is on (the context time may be emulated with `dem`). */
export function FestiveRibbon() {
  const t = useTranslations('frame');
  const isXmas = useStore(useUiStore(), (s) => s.isXmas);
  if (!isXmas) return null;
  return (
    <p className={styles.festive} data-testid="festive-ribbon">
      <span>{t('festive')}</span>
    </p>
  );
}
