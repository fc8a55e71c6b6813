import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslations } from 'use-intl';
import { href } from '@mc/sites/href';
import { usePageCode } from '../lib/islands/island-document.tsx';
import { useRootData } from '../lib/use-root-data.ts';

/**
 * Error view inside the page frame: the 404 page for unknown paths and routes a culture does
 * not have, the 500 page for anything else.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const t = useTranslations('errors');
  const { culture, site } = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageCode(notFound ? '404' : '500');
  if (notFound) {
    return (
      <section className="error-page" data-page-code="404">
        <title>{`${t('notFound.title')} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <p>{t('notFound.extended')}</p>
        <p>
          <a href={href({ route: 'contact', culture })}>{t('notFound.contact')}</a>
          {' · '}
          <a href={href({ route: 'home', culture })}>{t('notFound.home')}</a>
        </p>
      </section>
    );
  }
  return (
    <section className="error-page" data-page-code="500">
      <title>{`${t('serverError.title')} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('serverError.title')}</h1>
      <p>{t('renderError')}</p>
      <p>{t('serverError.text')}</p>
    </section>
  );
}
