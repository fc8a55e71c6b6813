import type { Route } from './+types/promotion';
import { loadPage } from '../lib/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export const loader = (args: Route.LoaderArgs) => loadPage(args, 'promotion');

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader page={loaderData.page} />;
}
