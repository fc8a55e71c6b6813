import { gameGroupsFor } from '@mc/sites/compile-routes';
import { getRoute } from '@mc/sites/routes';
import { GameGroupSection } from '../features/games/index.ts';
import { loadContent, loadGameGroups } from '../features/games/index.server.ts';
import { loadWinners } from '../features/winners/index.server.ts';
import { LocationBanners } from '../features/banner/index.ts';
import { loadLocationBanners } from '../features/banner/index.server.ts';
import { JackpotStrip } from '../features/jackpots/index.ts';
import { loadJackpotStrip } from '../features/jackpots/index.server.ts';
import { RichText } from '../lib/rich-text/rich-text.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/home';
import { Island } from '../lib/islands/island.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const { data, api } = await loadPage(args, 'home');
  const [groups, intro, winners, jackpots, gameBanners] = await Promise.all([
    loadGameGroups(api, gameGroupsFor(getRoute('home'), api.culture.code)),
    loadContent(api, 'home-intro'),
    loadWinners(api),
    loadJackpotStrip(api),
    loadLocationBanners(api, 'home-page'),
  ]);
  return { ...data, groups, intro, winners, jackpots, gameBanners };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Home: banner (frame), a heading, the jackpots strip (where the market has jackpots), the culture's game sliders with their limits, the home game banners, the latest winners, intro copy. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { site, culture } = useRootData();
  const { groups, intro, winners, jackpots, gameBanners } = loaderData;
  return (
    <>
      <h1 className="page-title">{intro?.title ?? site.name}</h1>
      {jackpots && <JackpotStrip view={jackpots} />}
      {groups.map((view) => (
        <GameGroupSection key={view.group} view={view} />
      ))}
      <LocationBanners list={gameBanners} culture={culture} />
      <Island name="winners" props={{ rows: winners }} />
      {intro && <RichText className="prose" text={intro.body} culture={culture} />}
    </>
  );
}
