import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceUrls } from '../../lib/resource-urls.ts';
import type { CultureRef } from '@mc/sites/href';
import { CATALOGUE_FORMAT, expandCatalogue, type CompactCatalogue } from './search-catalogue.ts';
import { createSearchIndex } from './search-index.ts';

/** The culture's catalogue (fetched once per visit when search first opens) and its in-browser index. */
export function useSearchIndex(culture: CultureRef, enabled: boolean) {
  const query = useQuery({
    queryKey: ['search-index', culture.code],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const response = await fetch(resourceUrls.searchIndex(culture.code, CATALOGUE_FORMAT), { signal });
      if (!response.ok) throw new Error(`search index ${response.status}`);
      return expandCatalogue((await response.json()) as CompactCatalogue, culture);
    },
  });
  const index = useMemo(() => (query.data ? createSearchIndex(query.data) : null), [query.data]);
  return { games: query.data, index, isError: query.isError && !query.data, isLoading: query.isLoading };
}
