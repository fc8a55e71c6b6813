import { tryHref } from '@mc/sites/href';
import { useMatches } from 'react-router';
import { useTranslations } from 'use-intl';
import type { PageInfo } from '../../lib/page-info.server.ts';
import type { PageCulture, PublicSite } from '../../lib/public-site.ts';
import styles from './site-footer.module.css';

/** On sites with several cultures: the same page in each culture where it exists, else that culture's home. */
export function LanguageLinks({ site, culture }: { site: PublicSite; culture: PageCulture }) {
  const t = useTranslations('menus');
  const matches = useMatches();
  const page = (matches.at(-1)?.loaderData as { page?: PageInfo } | undefined)?.page;
  if (site.cultures.length < 2) return null;
  return (
    <nav className={styles.languages} aria-label={t('languages')}>
      <ul>
        {site.cultures.map((other) => {
          const to = (page && tryHref({ route: page.routeKey, culture: other, params: page.params })) ?? tryHref({ route: 'home', culture: other }) ?? '/';
          return (
            <li key={other.code}>
              <a href={to} hrefLang={other.hreflang} lang={other.hreflang} aria-current={other.code === culture.code ? 'true' : undefined}>
                {other.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
