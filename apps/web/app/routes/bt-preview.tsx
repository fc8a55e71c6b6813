import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/bt-preview';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  return (await loadPage(args, 'bt-preview')).data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BtPreviewPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader page={loaderData.page} />;
}
