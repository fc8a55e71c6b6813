import { useRouteLoaderData, type Register } from 'react-router';

// The root route's loader as React Router's type generation registers it: lib/ never imports
// the app root (app/root.tsx).
type RootLoader = Register['routeModules']['root']['loader'];

export type RootData = Awaited<ReturnType<RootLoader>>;

/** Site, culture and frame messages of the current document (loaded by the root route). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootLoader>('root');
  if (!data) throw new Error('root loader data is missing');
  return data;
}
