import { tryHref, type CultureRef } from '@mc/sites/href';
import { useId } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { countryName, countrySlugOf } from '../../lib/i18n/country-names.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { DialogTitle } from '../../ui/dialog/dialog-frame.tsx';
import type { Restriction } from './geo.ts';
import styles from './blocking-view.module.css';

/**
 * Shown instead of the page to visitors whose geo status is blocked or blockedwithlogin
 * (spec/catalogue.md section 2). With blockedwithlogin, logging in is the way on.
 */
export function BlockingView({ restriction, countryCode, culture }: { restriction: Restriction; countryCode: string; culture: CultureRef }) {
  const t = useTranslations('account');
  const tRoutes = useTranslations('routes');
  const textId = useId();
  const locale = useLocale();
  // The country in the page's language (the geo service names it in English), linked by its English slug.
  const name = countryName(countryCode, locale);
  const slug = countrySlugOf(countryCode);
  const more = slug ? tryHref({ route: 'restricted', culture, params: { countrySlug: slug } }) : null;
  return (
    // Escape must not dismiss a legal block: only logging in (or leaving) ends it.
    <Dialog className={styles.dialog} data-testid="blocking-view" data-restriction={restriction} aria-describedby={textId} dismissible={false}>
      <section className={styles.panel}>
        <DialogTitle>{t('blocked.title')}</DialogTitle>
        <p id={textId}>{t('blocked.text')}</p>
        {name && <p className={styles.country}>{name}</p>}
        <div className={styles.actions}>
          {restriction === 'blockedwithlogin' && (
            <a className="button button-primary" href="#account/login">
              {t('login')}
            </a>
          )}
          {more && (
            <a className="button" href={more}>
              {tRoutes('restricted')}
            </a>
          )}
        </div>
      </section>
    </Dialog>
  );
}
