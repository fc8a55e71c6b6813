import { tryHref } from '@mc/sites/href';
import { Link, Outlet } from 'react-router';
import { useTranslations } from 'use-intl';
import { useRootData } from '../lib/use-root-data.ts';

const NAV_ROUTES = ['home', 'liveCasino', 'onlineSlots', 'casinoGames', 'promotions', 'blog', 'help'] as const;

/** The page frame around every page (header, main, footer). */
export default function FrameLayout() {
  const { site, culture, version } = useRootData();
  const t = useTranslations();
  const links = NAV_ROUTES.map((route) => ({ route, to: tryHref({ route, culture }) })).filter((link) => link.to !== null);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('frame.skipToContent')}
      </a>
      <header className="site-header">
        <Link to={tryHref({ route: 'home', culture }) ?? '/'} className="logo">
          {site.name}
        </Link>
        <nav aria-label={t('frame.mainNavigation')}>
          <ul>
            {links.map((link) => (
              <li key={link.route}>
                <Link to={link.to!}>{t(`routes.${link.route}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getUTCFullYear()} {site.name} · v{version}
        </p>
      </footer>
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from './page-error-boundary.tsx';
