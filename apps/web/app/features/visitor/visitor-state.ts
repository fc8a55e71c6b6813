import { fallbackRate } from './currency.ts';
import { geoState, isBlockingRestriction, type GeoResponse, type GeoState, type Restriction } from './geo.ts';
import type { SkillState } from './user-context.ts';
import type { UserContextAnswer } from './visitor-api.ts';

/** Where a value came from: the service, the spec's fallback after a failed call, or not yet known. */
export type Source = 'loading' | 'service' | 'fallback';
export type RateSource = Source | 'eur';

/** What the state needs of one client query: its answer, and whether an attempt has failed. */
export interface CallView<T> {
  data: T | undefined;
  /** At least one attempt failed: the fallback shows while TanStack Query retries. */
  failed: boolean;
}

export interface VisitorState {
  geo: GeoState;
  geoSource: Source;
  rateSource: RateSource;
  skill: SkillState;
  userContextSource: Source;
  /** Last known platform maintenance flag (user context, then re-checks when the account opens). */
  underMaintenance: boolean;
  /** Geo, currency and user context have all settled (answered or fell back). */
  ready: boolean;
  /** A restriction that replaces the page with a blocking view. */
  blocking: Restriction | null;
  /** The page's own currency and its rate against EUR (null while unknown): for conversions. */
  page: { iso: string; rate: number | null };
}

export interface VisitorInputs {
  geo: CallView<GeoResponse>;
  /** Rate of the visitor's currency; ignored when that currency is EUR. */
  rate: CallView<number>;
  userContext: CallView<UserContextAnswer>;
  /** Result of the latest maintenance re-check, if one ran since the user context answered. */
  maintenanceRecheck: CallView<boolean> | null;
  /** The culture's currency (amounts on the page are in it) and its rate call. */
  pageCurrency: string;
  pageRate: CallView<number>;
  initialSkill: SkillState;
  /** The player is flagged not in Ontario (lifts an Ontario region restriction). */
  notOntario: boolean;
}

function source<T>(view: CallView<T>): Source {
  if (view.data !== undefined) return 'service';
  return view.failed ? 'fallback' : 'loading';
}

/** Geo currency → rate source: EUR needs no call (spec/shell.md section 7). */
export function visitorCurrencyIso(geo: CallView<GeoResponse>): string | null {
  const geoSource = source(geo);
  if (geoSource === 'loading') return null;
  return (geo.data ?? null)?.country.prime_currency ?? geoState(null, { notOntario: false, rate: 1 }).currency.iso;
}

/** The visitor state of spec/shell.md sections 3, 4 and 8 from the client calls' progress. Pure. */
export function deriveVisitor(input: VisitorInputs): VisitorState {
  const geoSource = source(input.geo);
  const iso = visitorCurrencyIso(input.geo) ?? geoState(null, { notOntario: false, rate: 1 }).currency.iso;
  const rateSource: RateSource = iso === 'EUR' ? 'eur' : geoSource === 'loading' ? 'loading' : source(input.rate);
  const rate = iso === 'EUR' ? 1 : (input.rate.data ?? fallbackRate(iso));
  const geo = geoState(input.geo.data ?? null, { notOntario: input.notOntario, rate });
  const userContextSource = geoSource === 'loading' ? 'loading' : source(input.userContext);
  const skill: SkillState = input.userContext.data
    ? { ...input.userContext.data, loading: false, initial: false }
    : { ...input.initialSkill, loading: userContextSource === 'loading' };
  // A failed maintenance re-check is treated as "not under maintenance" (spec/shell.md section 8).
  const recheck = input.maintenanceRecheck;
  const underMaintenance = recheck && (recheck.data !== undefined || recheck.failed) ? (recheck.data ?? false) : skill.platformUnderMaintenance;
  const ready = geoSource !== 'loading' && rateSource !== 'loading' && userContextSource !== 'loading';
  return {
    geo,
    geoSource,
    rateSource,
    skill,
    userContextSource,
    underMaintenance,
    ready,
    blocking: geoSource === 'service' && isBlockingRestriction(geo.restriction) ? geo.restriction : null,
    page: {
      iso: input.pageCurrency,
      rate: input.pageCurrency === 'EUR' ? 1 : (input.pageRate.data ?? (input.pageRate.failed ? fallbackRate(input.pageCurrency) : null)),
    },
  };
}

/** `data-*` attributes on <html>: monitoring, styling hooks and tests read the state from here. */
export function visitorDataset(state: VisitorState): Record<string, string> {
  return {
    'data-visitor': state.ready ? 'ready' : 'loading',
    'data-geo-country': state.geo.country.iso2,
    'data-geo-source': state.geoSource,
    'data-currency': state.geo.currency.iso,
    'data-currency-rate': String(state.geo.currency.rate),
    'data-rate-source': state.rateSource,
    'data-user-context': state.userContextSource,
    'data-maintenance': String(state.underMaintenance),
    ...(state.geo.restriction ? { 'data-restriction': state.geo.restriction } : {}),
  };
}
