import { data as response } from 'react-router';
import { useTranslations } from 'use-intl';
import { FeedArticle } from '../features/feeds/index.ts';
import { loadRouteFeed } from '../features/feeds/index.server.ts';
import { countryCodeOfSlug, countryName } from '../lib/i18n/country-names.ts';
import { intlCultureOf } from '../lib/i18n/culture-formatter.server.ts';
import { slugWords } from '../lib/page-info.server.ts';
import { fillPlaceholders } from '../lib/placeholders.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/restricted';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

/** The URL names the country by the slug of its English name ("united-states"). */
const COUNTRY_SLUG = /^[a-z]+(-[a-z]+){0,4}$/;

/**
 * The country in the page's language ("united-states" → "Vereinigte Staaten" on MCDE). The
 * messages and the feed put it where no article or case ending is needed ("Nicht verfügbar in
 * Ihrem Land: Vereinigte Staaten"). A well-formed slug that names no country keeps its words.
 */
function pageCountry(slug: string, locale: string): string {
  const code = countryCodeOfSlug(slug);
  return (code && countryName(code, locale)) ?? slugWords(slug);
}

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'restricted');
  const { data, api } = loaded;
  const slug = data.page.params.countrySlug ?? '';
  if (!COUNTRY_SLUG.test(slug) || slug.length > 40) throw response({ pageCode: '404' }, { status: 404 });
  const country = pageCountry(slug, intlCultureOf(api.culture).hreflang);
  const feed = await loadRouteFeed(api, data.page.routeKey);
  const filled = feed.feed ? { ...feed.feed, body: fillPlaceholders(feed.feed.body, { country }) } : null;
  const seo = loaded.seo({ name: country });
  return { ...data, ...feed, seo, title: seo.title, feed: filled, country };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The page a visitor from a restricted country is sent to. */
export default function RestrictedPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const t = useTranslations('info');
  return (
    <article>
      <PageHeader
        page={{ ...loaderData.page, crumbs: loaderData.page.crumbs.map((c) => (c.param ? { ...c, param: loaderData.country } : c)) }}
        heading={t('restricted.title', { country: loaderData.country })}
      />
      <FeedArticle data={loaderData} culture={culture} />
    </article>
  );
}
