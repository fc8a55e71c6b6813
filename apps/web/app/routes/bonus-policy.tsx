import { useTranslations } from 'use-intl';
import { parseBonusPolicy, shownMarkets, termsCurrency, BonusTerms } from '../features/bonus/index.ts';
import { FeedArticle } from '../features/feeds/index.ts';
import { stakeCapIn } from '../lib/market/stake-cap.ts';
import { loadRouteFeed } from '../features/feeds/index.server.ts';
import { PromotionNotice } from '../lib/offers/offer-notes.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/bonus-policy';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'bonus-policy');
  const { data, api } = loaded;
  const feed = await loadRouteFeed(api, data.page.routeKey);
  const policy = parseBonusPolicy(feed.feed?.data);
  const markets = policy ? shownMarkets(policy.markets, policy.market, api.culture.code) : null;
  for (const code of markets?.refused ?? []) {
    api.services.logger.warn('bonus terms not shown: wagering above the market cap', { culture: api.culture.code, market: code });
  }
  const seo = feed.feed ? loaded.seo({ name: feed.feed.title }) : data.seo;
  return {
    ...data,
    seo,
    title: seo.title,
    feed: feed.feed ? { title: feed.feed.title, body: feed.feed.body } : null,
    local: feed.local,
    policy,
    markets: markets?.own ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * Bonus policy: the feed's text, then the culture's own market's terms from structured data (never
 * another market's), every amount in the currency those terms are stated in (never the
 * visitor's), with the market's promotion notice where it has one.
 */
export default function BonusPolicyPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const t = useTranslations('info.bonus');
  const { markets } = loaderData;
  return (
    <article>
      <PageHeader page={loaderData.page} heading={loaderData.feed?.title} />
      <FeedArticle data={loaderData} culture={culture} />
      {markets && markets.length > 0 && (
        <>
          <PromotionNotice culture={culture.code} />
          <h2>{t('yourMarket')}</h2>
          {markets.map((market) => {
            const currency = termsCurrency(market, culture.code);
            // The visitor's own terms follow their market's stake cap.
            return <BonusTerms key={market.code} market={market} currency={currency} stakeCap={stakeCapIn(culture.code, currency)} />;
          })}
        </>
      )}
    </article>
  );
}
