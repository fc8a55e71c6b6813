import { data as response, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Island } from '../lib/islands/island.tsx';

// No generated route types: the route exists only in a test build (test-build.ts), and
// `react-router typegen` sees the production route config.

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

/**
 * What an escaping bug would let content put in a page: a script the browser must refuse to
 * run (the page's policy allows only the app's own inline scripts). Run, it marks <html>.
 */
const INJECTED_CONTENT = `<p data-testid="injected-content">Content with a script in it.</p><script>document.documentElement.setAttribute('data-injected', '')</script>`;

const KINDS = ['render-error', 'island-error', 'injected-script'] as const;

/**
 * Fixtures for the browser tests, in a test build only: error pages (`__test/server-error/`,
 * `__test/render-error/`, `__test/island-error/`) and a page whose content carries a raw
 * script (`__test/injected-script/`).
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.kind === 'server-error') throw new Error('test: a loader failed');
  const kind = KINDS.find((known) => known === params.kind);
  if (!kind) throw response({ pageCode: '404' }, { status: 404 });
  return { kind };
}

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function TestErrors() {
  const { kind } = useLoaderData<typeof loader>();
  if (kind === 'island-error') return <Island name="test-render-error" props={{}} />;
  if (kind === 'injected-script') return <div dangerouslySetInnerHTML={{ __html: INJECTED_CONTENT }} />;
  throw new Error('test: a component failed to render');
}
