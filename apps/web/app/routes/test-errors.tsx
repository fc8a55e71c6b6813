import { data as response } from 'react-router';
import { appConfigContext } from '../lib/app-context.ts';
import { Island } from '../lib/islands/island.tsx';
import type { Route } from './+types/test-errors';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

/**
 * Error-page fixtures for the browser tests (`__test/server-error/`, `__test/render-error/`,
 * `__test/island-error/`), answered only when TEST_ROUTES=1; a 404 everywhere else.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  if (!context.get(appConfigContext).testRoutes) throw response({ pageCode: '404' }, { status: 404 });
  if (params.kind === 'server-error') throw new Error('test: a loader failed');
  if (params.kind !== 'render-error' && params.kind !== 'island-error') throw response({ pageCode: '404' }, { status: 404 });
  return { kind: params.kind };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function TestErrors({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'island-error') return <Island name="test-render-error" props={{}} />;
  throw new Error('test: a component failed to render');
}
