import { tryHref } from '@mc/sites/href';
import { data as response } from 'react-router';
import { loadLeaderboard } from '../features/leaderboard/index.server.ts';
import { LeaderboardSection, leaderboardHref, leaderboardPhase } from '../features/leaderboard/index.ts';
import { PromotionArticle, PromotionUnavailable, PROMOTION_IMAGE } from '../features/promotions/index.ts';
import { loadPromotion } from '../features/promotions/index.server.ts';
import { seoMeta } from '../features/seo/index.ts';
import type { SiteApiContext } from '../lib/site-api/site-api-context.server.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/promotion';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'promotion');
  const { data, api } = loaded;
  const now = Date.now();
  const result = await loadPromotion(api, data.page.params.promotionSlug ?? '', now);
  if (result.status === 'not-found') throw response({ pageCode: '404' }, { status: 404 });
  const latestHref = tryHref({ route: 'promotions', culture: api.culture });
  if (result.status === 'fallback') {
    // The back end failed: a framed page that says so (200, not kept as content), titled by the route.
    const crumbs = data.page.crumbs.map((crumb, i, all) => {
      if (i !== all.length - 1) return crumb;
      const { param: _param, ...bare } = crumb;
      return bare;
    });
    const page = { ...data.page, crumbs };
    return { ...data, page, promotion: null, latestHref, leaderboard: null };
  }
  const { promotion } = result;
  const page = { ...data.page, crumbs: data.page.crumbs.map((crumb, i, all) => (i === all.length - 1 ? { ...crumb, param: promotion.title } : crumb)) };
  const seo = loaded.seo({
    name: promotion.title,
    ...(promotion.summary ? { description: promotion.summary } : {}),
    image: promotion.image ? { url: promotion.image, ...PROMOTION_IMAGE } : null,
  });
  return {
    ...data,
    page,
    seo,
    title: seo.title,
    promotion,
    latestHref,
    leaderboard: promotion.leaderboardSlug ? await loadLinkedLeaderboard(api, promotion.leaderboardSlug, now) : null,
  };
}

/** The promotion's leaderboard, where its page exists in the culture and the back end knows it. */
async function loadLinkedLeaderboard(api: SiteApiContext, slug: string, now: number) {
  const href = leaderboardHref(slug, api.culture);
  if (!href) return null;
  const result = await loadLeaderboard(api, slug);
  if (result.status === 'not-found') return null;
  const board = result.status === 'fresh' ? result.board : null;
  return { href, board, phase: leaderboardPhase(board, now), unavailable: result.status === 'fallback' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A promotion: body, dates, call to action and its own terms; an ended one says so and links to the latest promotions. */
export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { page, promotion, latestHref, leaderboard } = loaderData;
  return (
    <>
      <PageHeader page={page} />
      {promotion ? (
        <PromotionArticle
          promotion={promotion}
          latestHref={latestHref}
          extra={
            leaderboard && (
              <LeaderboardSection board={leaderboard.board} phase={leaderboard.phase} href={leaderboard.href} unavailable={leaderboard.unavailable} />
            )
          }
        />
      ) : (
        <PromotionUnavailable latestHref={latestHref} />
      )}
    </>
  );
}
