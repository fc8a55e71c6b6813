import type { CultureRef } from '@mc/sites/href';
import { useTranslations } from 'use-intl';
import { RichText } from '../../lib/rich-text/rich-text.tsx';
import type { FeedPageData } from './feed-loader.server.ts';

/** The body of a feed page, or the right notice when there is none. */
export function FeedArticle({ data, culture }: { data: FeedPageData; culture: CultureRef }) {
  const t = useTranslations('info');
  if (data.local) return <p className="prose">{t('compliancePlaceholder')}</p>;
  if (!data.feed) return <p role="status">{t('unavailable')}</p>;
  return <RichText className="prose" text={data.feed.body} culture={culture} />;
}
