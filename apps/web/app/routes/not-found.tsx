import { data } from 'react-router';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

/** Any path no route pattern matches: the framed 404 page, reported with page code 404. */
export function loader() {
  throw data({ pageCode: '404' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
