import { tryHref, type CultureRef } from '@mc/sites/href';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { DialogTitle } from '../../ui/dialog/dialog-frame.tsx';
import type { Restriction } from './geo.ts';
import styles from './blocking-view.module.css';

/** "united kingdom" → "united-kingdom": the restricted page's slug of a country name. */
export function countrySlug(name: string): string | null {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
  return /^[a-z]+(-[a-z]+){0,4}$/.test(slug) ? slug : null;
}

/**
 * Shown instead of the page to visitors whose geo status is blocked or blockedwithlogin
 * (spec/catalogue.md section 2). With blockedwithlogin, logging in is the way on.
 */
export function BlockingView({ restriction, countryName, culture }: { restriction: Restriction; countryName: string; culture: CultureRef }) {
  const t = useTranslations('account');
  const tRoutes = useTranslations('routes');
  const textId = useId();
  const slug = countrySlug(countryName);
  const more = slug ? tryHref({ route: 'restricted', culture, params: { countrySlug: slug } }) : null;
  return (
    // Escape must not dismiss a legal block: only logging in (or leaving) ends it.
    <Dialog className={styles.dialog} data-testid="blocking-view" data-restriction={restriction} aria-describedby={textId} dismissible={false}>
      <section className={styles.panel}>
        <DialogTitle>{t('blocked.title')}</DialogTitle>
        <p id={textId}>{t('blocked.text')}</p>
        <p className={styles.country}>{countryName}</p>
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
