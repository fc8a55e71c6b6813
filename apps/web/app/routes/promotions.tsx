import { PromotionList } from '../features/promotions/promotion-list.tsx';
import { loadPromotionList } from '../features/promotions/promotions-api.server.ts';
import { loadWinners } from '../features/winners/winners-api.server.ts';
import { WinnersTable } from '../features/winners/winners-table.tsx';
import { useVisitor } from '../features/visitor/visitor-context.ts';
import { visitorConversion } from '../features/visitor/visitor-conversion.ts';
import { seoMeta } from '../features/seo/seo-meta.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/promotions';

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
  const visitor = useVisitor();
  return (
    <>
      <PageHeader page={page} />
      <PromotionList list={promotions} />
      <WinnersTable rows={winners} conversion={visitorConversion(visitor)} />
    </>
  );
}
