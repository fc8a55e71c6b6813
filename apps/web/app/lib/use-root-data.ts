import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root.tsx';

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Site, culture and frame messages of the current document (loaded by the root route). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('root loader data is missing');
  return data;
}
