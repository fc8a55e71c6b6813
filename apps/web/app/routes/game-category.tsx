import { gameGroupsFor } from '@mc/sites/compile-routes';
import { getRoute } from '@mc/sites/routes';
import { isFiltered, parseGameFilter } from '@mc/sites/game-filter';
import { hrefDynamic } from '@mc/sites/href';
import { GameFilterForm, GameGroupSection, NoFilterMatch } from '../features/games/index.ts';
import { loadCategoryGames, loadContent } from '../features/games/index.server.ts';
import { JACKPOT_STRIP_ROUTES, JackpotStrip } from '../features/jackpots/index.ts';
import { loadJackpotStrip } from '../features/jackpots/index.server.ts';
import { RichText } from '../lib/rich-text/rich-text.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/game-category';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

/**
 * A category narrowed by provider and feature (`?provider=…&feature=…`, game-filter.ts) is
 * rendered here, filter applied, so every filter is a page of its own in the shared cache. Its
 * canonical stays the unfiltered category (buildSeo leaves the query out), which search engines
 * index; filtered variants are not indexed apart (docs/routes.md, "Category filters").
 */
export async function loader(args: Route.LoaderArgs) {
  const { data, api } = await loadPage(args, 'game-category');
  const route = getRoute(data.page.routeKey);
  // The request's own query, as sent: React Router's `url` decodes it (`%66eature` would read as `feature`).
  const wanted = parseGameFilter(new URL(args.request.url).search, api.culture.code);
  const [category, intro, jackpots] = await Promise.all([
    loadCategoryGames(api, gameGroupsFor(route, api.culture.code), wanted),
    loadContent(api, `category-${route.key}`),
    JACKPOT_STRIP_ROUTES.has(route.key) ? loadJackpotStrip(api) : null,
  ]);
  const action = hrefDynamic({ route: data.page.routeKey, culture: api.culture, params: data.page.params });
  return { ...data, ...category, action, intro, jackpots };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A game category: heading, intro copy, the route's game groups (sliders, then the full grid). */
export default function GameCategoryPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const { page, groups, intro, facets, filter, action, jackpots } = loaderData;
  return (
    <>
      <PageHeader page={page} />
      {intro && <RichText className="prose intro" text={intro.body} culture={culture} />}
      {jackpots && <JackpotStrip view={jackpots} />}
      {facets && <GameFilterForm action={action} facets={facets} filter={filter} />}
      {groups.length === 0 && isFiltered(filter) && <NoFilterMatch action={action} />}
      {groups.map((view) => (
        <GameGroupSection key={view.group} view={view} />
      ))}
    </>
  );
}
