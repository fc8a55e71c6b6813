import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceUrls } from '../../lib/resource-urls.ts';
import { createSearchIndex, type SearchGame } from './search-index.ts';

/** The culture's catalogue (fetched once per visit when search first opens) and its in-browser index. */
export function useSearchIndex(culture: string, enabled: boolean) {
  const query = useQuery({
    queryKey: ['search-index', culture],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const response = await fetch(resourceUrls.searchIndex(culture), { signal });
      if (!response.ok) throw new Error(`search index ${response.status}`);
      return (await response.json()) as SearchGame[];
    },
  });
  const index = useMemo(() => (query.data ? createSearchIndex(query.data) : null), [query.data]);
  return { games: query.data, index, isError: query.isError && !query.data, isLoading: query.isLoading };
}
