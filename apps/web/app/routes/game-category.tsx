import { gameGroupsFor } from '@mc/sites/compile-routes';
import { getRoute } from '@mc/sites/routes';
import { GameGroupSection } from '../features/games/index.ts';
import { loadContent, loadGameGroups } from '../features/games/index.server.ts';
import { RichText } from '../lib/rich-text/rich-text.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/game-category';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const { data, api } = await loadPage(args, 'game-category');
  const route = getRoute(data.page.routeKey);
  const [groups, intro] = await Promise.all([loadGameGroups(api, gameGroupsFor(route, api.culture.code)), loadContent(api, `category-${route.key}`)]);
  return { ...data, groups, intro };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A game category: heading, intro copy, the route's game groups (sliders, then the full grid). */
export default function GameCategoryPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const { page, groups, intro } = loaderData;
  return (
    <>
      <PageHeader page={page} />
      {intro && <RichText className="prose intro" text={intro.body} culture={culture} />}
      {groups.map((view) => (
        <GameGroupSection key={view.group} view={view} />
      ))}
    </>
  );
}
