import { data as response } from 'react-router';
import { loadContent } from '../features/games/index.server.ts';
import { RichText } from '../lib/rich-text/rich-text.tsx';
import { getRoute } from '@mc/sites/routes';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/content-page';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'content-page');
  const { data, api } = loaded;
  const code = getRoute(data.page.routeKey).contentCode ?? data.page.routeKey;
  const content = await loadContent(api, code);
  if (!content && !api.state.degraded) throw response({ pageCode: '404' }, { status: 404 });
  const seo = content ? loaded.seo({ name: content.title }) : data.seo;
  return { ...data, seo, title: seo.title, content };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A page of editorial content by code (the roulette guides). */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const { page, content } = loaderData;
  return (
    <>
      <PageHeader page={page} />
      {content && <RichText className="prose" text={content.body} culture={culture} />}
    </>
  );
}
