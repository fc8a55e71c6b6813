import { QueryObserver, type QueryClient, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/query-core';
import { yieldToMain } from '../../lib/scheduling/yield-to-main.ts';
import type { Logger } from '../../lib/logger/log-levels.ts';
import { initialSkill, pageCulture } from './user-context.ts';
import { fetchGeo, fetchMaintenance, fetchRate, fetchUserContext, type UserContextAnswer, type VisitorServices } from './visitor-api.ts';
import { deriveVisitor, visitorCurrencyIso, type CallView, type VisitorState } from './visitor-state.ts';
import type { GeoResponse } from './geo.ts';
import { parseEmulatedLocation } from '../../lib/emulation.ts';

export interface VisitorEngineConfig {
  services: VisitorServices;
  brand: string;
  siteName: string;
  culture: { code: string; locale: string; defaultCountry: string; currency: string };
  /** `gl` is honoured only where emulation is on (never in production). */
  emulation: boolean;
  development: boolean;
  /** The landing URL's query: where allowed, `gl` emulates a country or region (`CA-ON`). */
  search: string;
}

export interface VisitorEngine {
  getState(): VisitorState;
  /** Called with each new state (a new object only when something changed). */
  subscribe(listener: (state: VisitorState) => void): () => void;
  /** The account widget opened: re-checks maintenance if it was last known to be on. */
  accountOpened(): void;
  /**
   * The player's own flag (features/player, from the stored player or a login): a player not in
   * Ontario has an Ontario region restriction lifted (spec/shell.md section 4).
   */
  setNotOntario(notOntario: boolean): void;
  stop(): void;
}

const NOT_YET: CallView<never> = { data: undefined, failed: false };

function view<T>(observer: QueryObserver<T> | null): CallView<T> {
  if (!observer) return NOT_YET;
  const result: QueryObserverResult<T> = observer.getCurrentResult();
  return { data: result.data, failed: result.failureCount > 0 || result.isError };
}

/**
 * Geo → currency → user context, in the browser (the page HTML is the same for every
 * visitor, so it can be cached), on TanStack Query's core without any UI framework: it runs
 * on every page, before and without any island. Each value shows its fallback as soon as an
 * attempt fails while the query keeps retrying (3 times, backoff capped at 30 s).
 */
export function startVisitorEngine(client: QueryClient, config: VisitorEngineConfig, logger: Logger, fetchImpl?: typeof fetch): VisitorEngine {
  const deps = { logger, development: config.development, fetch: fetchImpl };
  const { services, brand, culture } = config;
  const country = config.emulation ? parseEmulatedLocation(new URLSearchParams(config.search).get('gl')) : null;
  const skill = initialSkill({ name: config.siteName, localCode: brand }, culture);

  const geoOptions: QueryObserverOptions<GeoResponse> = {
    queryKey: ['visitor', 'geo', services.geo, brand, country],
    queryFn: ({ signal }) => fetchGeo(services, brand, country, deps, signal),
  };
  const pageRateOptions: QueryObserverOptions<number> = {
    queryKey: ['visitor', 'rate', services.currency, culture.currency],
    queryFn: ({ signal }) => fetchRate(services, culture.currency, deps, signal),
    enabled: culture.currency !== 'EUR',
  };
  const rateOptions = (iso: string | null): QueryObserverOptions<number> => ({
    queryKey: ['visitor', 'rate', services.currency, iso],
    queryFn: ({ signal }) => fetchRate(services, iso!, deps, signal),
    enabled: iso !== null && iso !== 'EUR',
  });
  const contextOptions = (userCountry: string | null): QueryObserverOptions<UserContextAnswer> => ({
    queryKey: ['visitor', 'user-context', services.userContext, brand, culture.code, userCountry],
    queryFn: ({ signal }) =>
      fetchUserContext(services, { brand, pageCulture: pageCulture(culture.locale, culture.code), userCountry: userCountry! }, deps, signal),
    enabled: userCountry !== null,
  });
  const recheckOptions = (round: number): QueryObserverOptions<boolean> => ({
    queryKey: ['visitor', 'maintenance', services.maintenance, round],
    queryFn: ({ signal }) => fetchMaintenance(services, deps, signal),
    enabled: round > 0,
    staleTime: 0,
  });
  let iso: string | null = null;
  let userCountry: string | null = null;
  let recheckRound = 0;
  let notOntario = false;
  // Each observer is made in a task of its own (below), with the options its inputs have by then;
  // until it exists, its value reads as not yet known.
  let geo: QueryObserver<GeoResponse> | null = null;
  let pageRate: QueryObserver<number> | null = null;
  let rate: QueryObserver<number> | null = null;
  let userContext: QueryObserver<UserContextAnswer> | null = null;
  let recheck: QueryObserver<boolean> | null = null;

  const listeners = new Set<(state: VisitorState) => void>();
  let state = compute();
  let signature = JSON.stringify(state);

  function compute(): VisitorState {
    return deriveVisitor({
      geo: view(geo),
      rate: view(rate),
      userContext: view(userContext),
      maintenanceRecheck: recheckRound > 0 ? view(recheck) : null,
      initialSkill: skill,
      pageCurrency: culture.currency,
      pageRate: view(pageRate),
      notOntario,
    });
  }

  function update(): void {
    // The calls that depend on geo follow it: the visitor's currency, and the user context
    // with the fallback country (GB) if geo failed, again with the real one if a retry succeeds.
    const geoView = view(geo);
    const nextIso = visitorCurrencyIso(geoView);
    if (nextIso !== iso) {
      iso = nextIso;
      rate?.setOptions(rateOptions(iso));
    }
    const nextCountry = geoView.data?.country.iso2 ?? (geoView.failed ? 'GB' : null);
    if (nextCountry !== userCountry) {
      userCountry = nextCountry;
      userContext?.setOptions(contextOptions(userCountry));
    }
    const next = compute();
    const nextSignature = JSON.stringify(next);
    if (nextSignature === signature) return;
    state = next;
    signature = nextSignature;
    for (const listener of listeners) listener(state);
  }

  // Geo first; each observer is made, and then subscribed, in a task of its own, not in the task
  // that made the engine: an observer runs a good deal of cold code the first time (all five
  // made in one task were a 75 ms task at 4× CPU slowdown, issue 19), and the calls that depend
  // on geo wait for it anyway.
  const makers: (() => { subscribe(listener: () => void): () => void })[] = [
    () => (geo = new QueryObserver(client, geoOptions)),
    () => (pageRate = new QueryObserver(client, pageRateOptions)),
    () => (rate = new QueryObserver(client, rateOptions(iso))),
    () => (userContext = new QueryObserver(client, contextOptions(userCountry))),
    () => (recheck = new QueryObserver(client, recheckOptions(recheckRound))),
  ];
  const unsubscribe: (() => void)[] = [];
  let stopped = false;
  void (async () => {
    for (const make of makers) {
      await yieldToMain();
      if (stopped) return;
      const observer = make();
      await yieldToMain();
      if (stopped) return;
      unsubscribe.push(observer.subscribe(update));
    }
  })();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accountOpened() {
      // Each opening is one re-check, but only while maintenance was last known to be on.
      if (!state.underMaintenance) return;
      recheckRound += 1;
      recheck?.setOptions(recheckOptions(recheckRound));
    },
    setNotOntario(value) {
      if (value === notOntario) return;
      notOntario = value;
      update();
    },
    stop() {
      stopped = true;
      for (const stop of unsubscribe) stop();
      listeners.clear();
    },
  };
}
