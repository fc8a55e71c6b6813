import { useTranslations } from 'use-intl';
import type { PageInfo } from '../lib/page-info.server.ts';

/** Breadcrumb and heading of a page, titled from the routes messages. */
export function PageHeader({ page, heading }: { page: PageInfo; heading?: string }) {
  const t = useTranslations();
  const title = (routeKey: string) => t(`routes.${routeKey}` as Parameters<typeof t>[0]);
  const label = (crumb: PageInfo['crumbs'][number]) => crumb.param ?? title(crumb.routeKey);
  const last = page.crumbs.at(-1);
  return (
    <header className="page-header">
      {page.crumbs.length > 1 && (
        <nav aria-label={t('frame.breadcrumb')}>
          <ol className="breadcrumb">
            {page.crumbs.map((crumb) => (
              <li key={crumb.href}>{crumb === last ? <span aria-current="page">{label(crumb)}</span> : <a href={crumb.href}>{label(crumb)}</a>}</li>
            ))}
          </ol>
        </nav>
      )}
      <h1>{heading ?? (last ? (last.param ?? title(last.routeKey)) : title('home'))}</h1>
    </header>
  );
}
