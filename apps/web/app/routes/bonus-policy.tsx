import { useTranslations } from 'use-intl';
import { bonusPolicyLinks } from '../features/bonus/index.server.ts';
import { marketCurrency, orderMarkets, parseBonusPolicy, BonusTerms } from '../features/bonus/index.ts';
import { FeedArticle } from '../features/feeds/index.ts';
import { loadRouteFeed } from '../features/feeds/index.server.ts';
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
  const seo = feed.feed ? loaded.seo({ name: feed.feed.title }) : data.seo;
  return {
    ...data,
    seo,
    title: seo.title,
    feed: feed.feed ? { title: feed.feed.title, body: feed.feed.body } : null,
    local: feed.local,
    policy,
    links: policy ? bonusPolicyLinks(api.config.sites, policy.markets, api.culture.code) : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Bonus policy: the feed's text, then each market's terms from structured data, in that market's currency. */
export default function BonusPolicyPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const t = useTranslations('info.bonus');
  const { policy, links } = loaderData;
  const markets = policy ? orderMarkets(policy.markets, policy.market) : null;
  return (
    <article>
      <PageHeader page={loaderData.page} heading={loaderData.feed?.title} />
      <FeedArticle data={loaderData} culture={culture} />
      {markets && (
        <>
          <h2>{t('yourMarket')}</h2>
          {markets.own.map((market) => (
            <BonusTerms key={market.code} market={market} currency={marketCurrency(market, culture.currency)} />
          ))}
          <h2>{t('otherMarkets')}</h2>
          {markets.others.map((market) => (
            <BonusTerms key={market.code} market={market} currency={marketCurrency(market, culture.currency)} />
          ))}
        </>
      )}
      {links.length > 0 && (
        <nav aria-labelledby="bonus-elsewhere">
          <h2 id="bonus-elsewhere">{t('elsewhere')}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.market}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
