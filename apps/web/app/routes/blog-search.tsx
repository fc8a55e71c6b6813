import type { Route } from './+types/blog-search';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  return (await loadPage(args, 'blog-search')).data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export default function BlogSearchPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader page={loaderData.page} />;
}
