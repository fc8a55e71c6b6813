import { tryHref } from '@mc/sites/href';

import { useTranslations } from 'use-intl';
import { loadFaq } from '../features/help/index.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/help';
import { Island } from '../lib/islands/island.tsx';

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
      <Island name="faq" props={{ groups: loaderData.faq }} />
      {contact && (
        <p>
          {t('stillNeed')} <a href={contact}>{t('contact')}</a>
        </p>
      )}
    </>
  );
}
