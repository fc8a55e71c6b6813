import { tryHref } from '@mc/sites/href';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { loadFaq } from '../features/help/faq-api.server.ts';
import { FaqList } from '../features/help/faq-list.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/seo-meta.ts';
import type { Route } from './+types/help';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const { data, api } = await loadPage(args, 'help');
  return { ...data, faq: await loadFaq(api) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Help: the FAQ, searchable on the page, and a way to support. */
export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const t = useTranslations('info.help');
  const contact = tryHref({ route: 'contact', culture });
  return (
    <>
      <PageHeader page={loaderData.page} />
      <FaqList groups={loaderData.faq} culture={culture} />
      {contact && (
        <p>
          {t('stillNeed')} <Link to={contact}>{t('contact')}</Link>
        </p>
      )}
    </>
  );
}
