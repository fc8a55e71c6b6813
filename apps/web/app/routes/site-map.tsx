import { useTranslations } from 'use-intl';
import { siteMapTree, type SiteMapNode } from '../features/site-map/index.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/site-map';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  return (await loadPage(args, 'site-map')).data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Site map page: every site-map route of the culture, nested as the route table nests them. */
export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  const { site, culture } = useRootData();
  const t = useTranslations();
  const renderNodes = (nodes: SiteMapNode[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.routeKey}>
          <a href={node.href}>{t(`routes.${node.routeKey}` as Parameters<typeof t>[0])}</a>
          {node.children.length > 0 && renderNodes(node.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <PageHeader page={loaderData.page} />
      <p>{t('info.siteMap.intro', { siteName: site.name })}</p>
      <nav aria-labelledby="site-map-heading" className="site-map">
        <h2 id="site-map-heading" className="visually-hidden">
          {t('routes.sitemap')}
        </h2>
        {renderNodes(siteMapTree(culture))}
      </nav>
    </>
  );
}
