import { data as response } from 'react-router';
import { useTranslations } from 'use-intl';
import { loadPreview } from '../lib/preview/preview-api.server.ts';
import { NO_STORE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { hasPreviewSession } from '../lib/preview/preview-session.server.ts';
import { RichText } from '../lib/rich-text/rich-text.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/preview';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

const PRIVATE = { 'Cache-Control': NO_STORE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex, nofollow' };

/** Previews depend on the editor's session: never stored by any cache, never indexed, 404 or not. */
export const headers: Route.HeadersFunction = () => PRIVATE;

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'preview');
  const { data, api } = loaded;
  if (!hasPreviewSession(args.request.headers.get('cookie'), api.config.previewSecret)) {
    throw response({ pageCode: '404' }, { status: 404, headers: PRIVATE });
  }
  const { status, content } = await loadPreview(api, data.page.routeKey, data.page.params);
  if (status === 'not-found') throw response({ pageCode: '404' }, { status: 404, headers: PRIVATE });
  const seo = content ? loaded.seo({ name: content.title }) : data.seo;
  return response({ ...data, seo, banner: null, content }, { headers: PRIVATE });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Unpublished content for editors with a preview session. */
export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const t = useTranslations('info');
  const { content } = loaderData;
  return (
    <article data-preview={content?.kind}>
      <p role="note" className="preview-notice">
        {t('preview.notice')}
      </p>
      <PageHeader page={loaderData.page} heading={content?.title} />
      {content ? (
        <>
          {content.image && <img src={content.image} alt="" width={400} height={300} className="preview-image" />}
          <RichText className="prose" text={content.body} culture={culture} />
          {content.terms && <RichText className="prose" text={content.terms} culture={culture} />}
        </>
      ) : (
        <p role="status">{t('unavailable')}</p>
      )}
    </article>
  );
}
