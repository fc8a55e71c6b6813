import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createLogger } from '../../lib/logger/console-logger.ts';
import { parseEmulatedCountry } from '../../lib/emulation.ts';
import { pageCulture, initialSkill } from './user-context.ts';
import { fetchGeo, fetchMaintenance, fetchRate, fetchUserContext, type VisitorServices } from './visitor-api.ts';
import { resolvePlayerParams } from './player-storage.ts';
import { deriveVisitor, visitorCurrencyIso, type CallView, type VisitorState } from './visitor-state.ts';
import type { PlayerParams } from './player-params.ts';

export interface VisitorConfig {
  services: VisitorServices;
  brand: string;
  siteName: string;
  culture: { code: string; locale: string; defaultCountry: string; currency: string };
  /** `gl` is honoured only where emulation is on (never in production). */
  emulation: boolean;
  development: boolean;
  hydrated: boolean;
  /** The account widget is open: re-check maintenance if it was last known to be on. */
  accountOpen: boolean;
}

const NO_PLAYER: PlayerParams = { aname: null, deeplink: null, deeplinkPrId: null };
const clientLogger = createLogger('warn');

function view<T>(query: UseQueryResult<T>): CallView<T> {
  return { data: query.data, failed: query.failureCount > 0 || query.isError };
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/**
 * Geo → currency → user context, in the browser after hydration (the page HTML is the same
 * for every visitor, so it can be cached). Each value shows its fallback as soon as an
 * attempt fails, while TanStack Query keeps retrying (3 times, backoff capped at 30 s).
 */
export function useVisitorQueries(config: VisitorConfig): VisitorState {
  const deps = { logger: clientLogger, development: config.development };
  // Read once per document: the landing URL carries the campaign parameters.
  const player = useMemo(
    () => (config.hydrated ? resolvePlayerParams(window.location.search, storage('localStorage'), storage('sessionStorage')) : NO_PLAYER),
    [config.hydrated],
  );
  const country = useMemo(
    () => (config.hydrated && config.emulation ? parseEmulatedCountry(new URLSearchParams(window.location.search).get('gl')) : null),
    [config.hydrated, config.emulation],
  );

  const geo = useQuery({
    queryKey: ['visitor', 'geo', config.services.geo, config.brand, country],
    queryFn: ({ signal }) => fetchGeo(config.services, config.brand, country, deps, signal),
    enabled: config.hydrated,
  });
  const geoView = view(geo);
  const iso = visitorCurrencyIso(geoView);
  const rate = useQuery({
    queryKey: ['visitor', 'rate', config.services.currency, iso],
    queryFn: ({ signal }) => fetchRate(config.services, iso!, deps, signal),
    enabled: config.hydrated && iso !== null && iso !== 'EUR',
  });
  const pageRate = useQuery({
    queryKey: ['visitor', 'rate', config.services.currency, config.culture.currency],
    queryFn: ({ signal }) => fetchRate(config.services, config.culture.currency, deps, signal),
    enabled: config.hydrated && config.culture.currency !== 'EUR',
  });
  const userCountry = geo.data?.country.iso2 ?? (geoView.failed ? 'GB' : null);
  const userContext = useQuery({
    queryKey: ['visitor', 'user-context', config.services.userContext, config.brand, config.culture.code, userCountry],
    queryFn: ({ signal }) =>
      fetchUserContext(config.services, { brand: config.brand, pageCulture: pageCulture(config.culture.locale, config.culture.code), userCountry: userCountry! }, deps, signal),
    enabled: config.hydrated && userCountry !== null,
  });

  // Each opening of the account is one re-check, but only while maintenance was last known on.
  const [recheckRound, setRecheckRound] = useState(0);
  const lastKnown = useRef(false);
  useEffect(() => {
    if (config.accountOpen && lastKnown.current) setRecheckRound((round) => round + 1);
  }, [config.accountOpen]);
  const recheck = useQuery({
    queryKey: ['visitor', 'maintenance', config.services.maintenance, recheckRound],
    queryFn: ({ signal }) => fetchMaintenance(config.services, deps, signal),
    enabled: config.hydrated && recheckRound > 0,
    staleTime: 0,
  });

  const skill = useMemo(() => initialSkill({ name: config.siteName, localCode: config.brand }, config.culture), [config.siteName, config.brand, config.culture]);
  const rateView = view(rate);
  const contextView = view(userContext);
  const recheckView = recheckRound > 0 ? view(recheck) : null;
  const pageRateView = view(pageRate);
  // One state object per real change: consumers (and the engine's effect) compare by reference.
  const state = useMemo(
    () =>
      deriveVisitor({
        geo: geoView,
        rate: rateView,
        userContext: contextView,
        maintenanceRecheck: recheckView,
        initialSkill: skill,
        pageCurrency: config.culture.currency,
        pageRate: pageRateView,
        player,
        notOntario: false,
      }),
    // The views are rebuilt each render; their fields are the real inputs.
    [geoView.data, geoView.failed, rateView.data, rateView.failed, contextView.data, contextView.failed, recheckView?.data, recheckView?.failed, recheckView === null, pageRateView.data, pageRateView.failed, skill, config.culture.currency, player],
  );
  useEffect(() => {
    lastKnown.current = state.underMaintenance;
  }, [state.underMaintenance]);
  return state;
}
