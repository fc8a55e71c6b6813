import type { Route } from './+types/site-map';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  return (await loadPage(args, 'site-map')).data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader page={loaderData.page} />;
}
