import { tryHref, type CultureRef } from '@mc/sites/href';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
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
  const dialog = useRef<HTMLDialogElement>(null);
  // A modal <dialog> makes the page behind it inert; Escape must not dismiss a legal block.
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const slug = countrySlug(countryName);
  const more = slug ? tryHref({ route: 'restricted', culture, params: { countrySlug: slug } }) : null;
  return (
    <dialog ref={dialog} className={styles.dialog} data-testid="blocking-view" data-restriction={restriction} aria-labelledby="blocking-title" aria-describedby="blocking-text" onCancel={(event) => event.preventDefault()}>
      <section className={styles.panel}>
        <h2 id="blocking-title">
          {t('blocked.title')}
        </h2>
        <p id="blocking-text">{t('blocked.text')}</p>
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
    </dialog>
  );
}
