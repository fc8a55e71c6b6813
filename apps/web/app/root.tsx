import { hreflangOf } from '@mc/sites/alternates';
import { Links, Meta, Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { FAVICON, FAVICON_HREF, THEME_COLOR } from './service-worker/app-icon.ts';
import { webManifestPath } from './lib/pwa-paths.ts';
import { LOGGER_META } from './lib/logger/client-error-report.ts';
import { DOM_HOOKS, domHook } from './lib/dom-hooks.ts';
import { IslandDocument } from './lib/islands/island-document.tsx';
import { islandPageOf } from './lib/islands/island-page-of.ts';
import { inlineScript } from './lib/inline-scripts.ts';
import { AppIntlProvider } from './lib/i18n/intl-provider.tsx';
import type { Messages } from './lib/i18n/messages.ts';
import type { Route } from './+types/root';
import { loadMessages } from './lib/i18n/load-messages.server.ts';
import { FRAME_AREAS } from './lib/i18n/messages.ts';
import { accountEndpoints, publicSite, resolveRequestSite } from './lib/request-site.server.ts';
import { siteApiContext } from './lib/site-api/site-api-context.server.ts';
import { isChristmas } from './lib/state/ui-store.ts';
import { footerPaymentLogos } from './shell/footer/payment-options.server.ts';
import { marketRule } from '@mc/sites/markets';
import './styles/global.css';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { site, match, config } = resolveRequestSite(context, request, url);
  const culture = match.culture;
  // Hour resolution: the page stays byte-identical between renders within the hour (cacheable),
  // while the Christmas flag and the copyright year still follow the calendar.
  const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  return {
    site: publicSite(site),
    culture: { ...culture, hreflang: hreflangOf(culture), realMoneyPlay: !marketRule(culture.code, 'no-real-money-play') },
    messages: loadMessages(culture.code, FRAME_AREAS),
    version: config.version,
    /** The route's page code for page visits; an error view inside the page reports its own (usePageCode). */
    pageCode: match.kind === 'redirect' ? '404' : match.pageCode,
    /** Client errors are reported here in production (the logger service is skipped in development). */
    loggerUrl: config.mode === 'production' ? config.services.logger : null,
    /** Images and banner media come from here: connect early. */
    mediaOrigin: new URL(config.imageCdn ?? site.apiHost).origin,
    emulation: config.emulation,
    development: config.mode === 'development',
    /** Services the browser calls itself for the visitor state (geo, currency, user context, maintenance). */
    services: {
      geo: config.services.geo,
      currency: config.services.currency,
      userContext: config.services.userContext,
      maintenance: config.services.maintenance,
      tracking: config.services.tracking,
    },
    /** The account widget's script, the voucher endpoint and the sibling sites (the player journey). */
    account: accountEndpoints(site, config.sites),
    paymentLogos: await footerPaymentLogos(siteApiContext(context, site, culture)),
    now,
    year: new Date(now).getUTCFullYear(),
  };
}

const HOUR_MS = 3_600_000;
/**
 * An inline module script runs once the parser has finished the document (module scripts are
 * deferred), and `blocking="render"` holds the first paint until it has run: the end of parsing
 * (DOMContentLoaded, the load event, the browser's own work on the finished document and its
 * forms) always comes before the first paint, never as a task after it (issue 19). An
 * `expect` link naming the body's last element did that only when the response's end reached
 * the parser before the paint; the end is a network message of its own, and on a busy phone
 * it came after. The source only needs to be non-empty: an empty inline script never runs.
 */
const PAINT_AFTER_PARSING = inlineScript('/* the first paint waits for the end of parsing */');

/**
 * The document. Pages are server-rendered and stay static in the browser: only their islands
 * (lib/islands) hydrate, from the data block and starter script at the end of the body.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const leaf = useMatches().at(-1)?.loaderData as { messages?: Partial<Messages> } | undefined;
  const { pathname } = useLocation();
  const page = data ? islandPageOf(data, leaf?.messages, pathname) : null;
  return (
    <html lang={data?.culture.hreflang ?? 'en'} {...domHook(DOM_HOOKS.festive, data && isChristmas(data.now) ? '' : null)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={FAVICON_HREF} type="image/png" sizes={`${FAVICON.size}x${FAVICON.size}`} />
        <link rel="apple-touch-icon" href="/static/icons/apple-touch-icon.png" />
        <meta name="theme-color" content={THEME_COLOR} />
        {data && <link rel="manifest" href={webManifestPath(data.culture.code)} />}
        {data && <link rel="preconnect" href={data.mediaOrigin} />}
        {data?.loggerUrl && <meta name={LOGGER_META} content={data.loggerUrl} />}
        <Meta />
        <Links />
        <script type="module" blocking="render" dangerouslySetInnerHTML={{ __html: PAINT_AFTER_PARSING }} />
      </head>
      <body>{page ? <IslandDocument page={page}>{children}</IslandDocument> : children}</body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { culture, messages } = loaderData;
  return (
    <AppIntlProvider culture={culture} messages={messages}>
      <Outlet />
    </AppIntlProvider>
  );
}

/** Last resort when even the root loader failed: no messages to translate with. */
export function ErrorBoundary() {
  return (
    <main id="main" className="fatal-error" data-page-code="500">
      <h1>Something went wrong.</h1>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}
