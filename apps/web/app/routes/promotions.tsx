import { PromotionList } from '../features/promotions/index.ts';
import { loadPromotionList } from '../features/promotions/index.server.ts';
import { loadWinners } from '../features/winners/index.server.ts';
import { seoMeta } from '../features/seo/index.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/promotions';
import { Island } from '../lib/islands/island.tsx';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const { data, api } = await loadPage(args, 'promotions');
  const [promotions, winners] = await Promise.all([loadPromotionList(api, Date.now()), loadWinners(api)]);
  return { ...data, promotions, winners };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Promotions: the running ones as cards, the recently ended ones marked as such, then the latest winners. */
export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { page, promotions, winners } = loaderData;
  return (
    <>
      <PageHeader page={page} />
      <PromotionList list={promotions} />
      <Island name="winners" props={{ rows: winners }} />
    </>
  );
}
