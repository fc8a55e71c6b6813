import type { IslandPage } from '../../lib/islands/island-page.ts';
import type { PageVisit } from './tracking-machine.ts';

/** The view version every report carries (spec/shell.md section 9). */
export const VIEW_VERSION = '1A';

/** What every report of this page carries besides its records. */
export interface TrackingContext {
  /** The culture's brand code: MCDK for Danish (spec/shell.md section 9). */
  brand: string;
  site: string;
  culture: string;
  viewVersion: typeof VIEW_VERSION;
}

export function trackingContext(page: IslandPage): TrackingContext {
  return { brand: page.culture.localCode || page.site.localCode, site: page.site.localCode, culture: page.culture.code, viewVersion: VIEW_VERSION };
}

/** This page's visit: its code was worked out on the server (the route's, with parameter values; 404). */
export function pageVisit(page: IslandPage, now: number): PageVisit {
  return { pageCode: page.pageCode, path: page.pathname, at: now };
}
