import { data as response } from 'react-router';
import { loadLeaderboard } from '../features/leaderboard/index.server.ts';
import { LeaderboardBoard, leaderboardCrumbs, leaderboardPhase } from '../features/leaderboard/index.ts';
import { seoMeta } from '../features/seo/index.ts';
import { PromotionNotice } from '../lib/offers/offer-notes.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/leaderboard';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'leaderboard');
  const { data, api } = loaded;
  const result = await loadLeaderboard(api, data.page.params.slug ?? '');
  if (result.status === 'not-found') throw response({ pageCode: '404' }, { status: 404 });
  const board = result.status === 'fresh' ? result.board : null;
  const title = board?.title || null;
  const seo = title ? loaded.seo({ name: title }) : data.seo;
  return {
    ...data,
    page: { ...data.page, crumbs: leaderboardCrumbs(data.page.crumbs, api.culture, title) },
    seo,
    title: seo.title,
    board,
    phase: leaderboardPhase(board, Date.now()),
    unavailable: result.status === 'fallback',
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * A leaderboard (route `leaderboard`, es `leaderboard-es`): the top 100 by rank, player, city and
 * points, or an empty state. A tournament is a promotion: it carries the market's promotion notice.
 */
export default function LeaderboardPage({ loaderData }: Route.ComponentProps) {
  const { page, board, phase, unavailable } = loaderData;
  const { culture } = useRootData();
  return (
    <>
      <PageHeader page={page} />
      <PromotionNotice culture={culture.code} />
      <LeaderboardBoard board={board} phase={phase} unavailable={unavailable} />
    </>
  );
}
