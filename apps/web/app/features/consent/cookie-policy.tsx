import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { CONSENT_CATEGORIES } from '../../lib/consent/consent.ts';
import { entriesOf, type CatalogueEntry, type Lifetime } from '../../lib/consent/cookie-catalogue.ts';
import styles from './consent-dialog.module.css';

type Translate = ReturnType<typeof useTranslations<'cookieConsent'>>;
// Keys built from the catalogue: a unit test holds every entry to its message.
type Key = Parameters<Translate>[0];

export function lifetimeText(t: Translate, lifetime: Lifetime): string {
  if (lifetime.unit === 'session' || lifetime.unit === 'persistent') return t(`policyView.lifetime.${lifetime.unit}`);
  return t(`policyView.lifetime.${lifetime.unit}`, { count: lifetime.count });
}

/**
 * The cookie policy (spec/catalogue.md section 2): every cookie and storage key of the catalogue
 * (lib/consent/cookie-catalogue.ts), by category, with who sets it, why and for how long.
 */
export function CookiePolicy() {
  const t = useTranslations('cookieConsent');
  return (
    <div className={styles.policy} data-testid="cookie-policy">
      <p>{t('policyView.intro')}</p>
      {CONSENT_CATEGORIES.map((category) => (
        <PolicyTable key={category} title={t(`categories.${category}.title`)} entries={entriesOf(category)} t={t} />
      ))}
      <p className={styles.note}>{t('policyView.examples')}</p>
    </div>
  );
}

function PolicyTable({ title, entries, t }: { title: string; entries: CatalogueEntry[]; t: Translate }) {
  const titleId = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.tableTitle}>
        {title}
      </h3>
      {/* Fits a phone by wrapping: a table that scrolled sideways would need a focusable region. */}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('policyView.columns.name')}</th>
            <th scope="col">{t('policyView.columns.provider')}</th>
            <th scope="col">{t('policyView.columns.purpose')}</th>
            <th scope="col">{t('policyView.columns.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.name} data-cookie={entry.name}>
              <th scope="row">
                <code>{entry.name}</code>
                <span className={styles.kind}>{t(`policyView.kinds.${entry.kind}`)}</span>
              </th>
              <td>{t(`policyView.providers.${entry.provider}`)}</td>
              <td>{t(`policyView.purposes.${entry.id}` as Key)}</td>
              <td>{lifetimeText(t, entry.lifetime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
