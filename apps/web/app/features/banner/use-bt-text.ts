import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestData } from '../../lib/http/request-data.ts';
import { clientLogger } from '../../lib/logger/client-logger.ts';
import type { BtText } from './banner-schemas.ts';
import { btTextValidator } from './bt-text-validator.ts';
import { browserStorage } from '../../lib/storage/safe-storage.ts';
import { BT_KEY, btFromQuery, type BtCode } from './bt-code.ts';

/**
 * The visitor's bt code (query `bt`/`r`, else the session) and its banner texts, fetched in
 * the browser: a page is shared, the bt banner is personal. A falsy answer (or a failed
 * fetch) clears the stored code. `loaded` stays false until the texts are known.
 */
export function useBtText(apiBase: string, culture: string): { bt: BtCode | null; text: BtText | null; loaded: boolean } {
  const [bt, setBt] = useState<BtCode | null>(null);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const fromQuery = btFromQuery(window.location.search);
    if (fromQuery) browserStorage().write(BT_KEY, fromQuery);
    setBt(fromQuery ?? browserStorage().read(BT_KEY));
    setChecked(true);
  }, []);
  const query = useBtTextQuery(apiBase, culture, bt);
  useEffect(() => {
    if (query.isSuccess && !query.data) {
      browserStorage().remove(BT_KEY);
      setBt(null);
    }
  }, [query.isSuccess, query.data]);
  const loaded = checked && (bt === null || query.isSuccess);
  return { bt, text: bt && query.data ? query.data : null, loaded };
}

type BtTextQuery = { isSuccess: boolean; data: BtText | null | undefined };

/** The texts of the visitor's bt code, fetched once per code in the island's query client. */
function useBrowserBtTextQuery(apiBase: string, culture: string, bt: BtCode | null): BtTextQuery {
  return useQuery({
    queryKey: ['bt-text', apiBase, culture, bt?.code, bt?.r],
    enabled: bt !== null,
    queryFn: async ({ signal }) => {
      const outcome = await requestData(
        {
          baseUrl: apiBase,
          path: `v1/banners/bt-texts/${encodeURIComponent(bt!.code)}`,
          query: { culture, r: bt!.r },
          schema: btTextValidator,
          fallback: null,
          signal,
        },
        { logger: clientLogger, development: false },
      );
      return outcome.data;
    },
  });
}

const NO_QUERY: BtTextQuery = { isSuccess: false, data: undefined };

/**
 * On the server nobody has a bt code (it is the visitor's, read in the browser after
 * hydration), so there is nothing to query: what the browser's first render has too. Building
 * the disabled query there was about 3 % of a page's CPU (issue 19). Chosen once per
 * environment, so each side always calls the same hooks.
 */
const useBtTextQuery: (apiBase: string, culture: string, bt: BtCode | null) => BtTextQuery =
  typeof window === 'undefined' ? () => NO_QUERY : useBrowserBtTextQuery;
