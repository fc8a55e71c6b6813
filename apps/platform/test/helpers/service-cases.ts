import type { EndpointCase } from './cases.ts';
import { ADMIN } from './platform.ts';

export const LOG = {
  log: { Number: 1000, Message: 'Render failed', AdditionalData: { route: 'home' } },
  app: { Name: 'web', Domain: 'mcuk.localhost', Url: 'http://mcuk.localhost:3000/', Referral: '' },
  user: { Cookies: '', UserAgent: 'vitest' },
};

export const TRACKING_BATCH = {
  brand: 'MCDK',
  site: 'MCDK',
  culture: 'da',
  viewVersion: '1A',
  info: null,
  records: [
    { type: 'visit', init: true, pageCode: 'home', path: '/', at: 1 },
    { type: 'event', group: 'cta', event: 'play', data: null, pageCode: 'home', at: 2 },
  ],
};

export const SERVICE_CASES: EndpointCase[] = [
  { operation: 'GET /tracking/session', ok: { url: '/tracking/session?brand=MCDK' }, bad: { url: '/tracking/session?brand=mc!' }, missing: null },
  {
    operation: 'POST /tracking/events',
    ok: { url: '/tracking/events', method: 'POST', payload: TRACKING_BATCH, status: 201 },
    bad: {
      url: '/tracking/events',
      method: 'POST',
      payload: { ...TRACKING_BATCH, records: [{ type: 'event', group: 'page', event: 'view', data: null, pageCode: 'home', at: 1 }] },
    },
    missing: null,
  },
  {
    operation: 'GET /tracking/events',
    ok: { url: '/tracking/events?since=0', headers: ADMIN },
    bad: { url: '/tracking/events?since=-1', headers: ADMIN },
    missing: null,
  },
  { operation: 'GET /geo', ok: { url: '/geo/?brand_code=MCUK&no-cache=1' }, bad: { url: '/geo/?brand_code=M!' }, missing: { url: '/geo/?brand_code=ZZZ' } },
  {
    operation: 'GET /geo/{country}',
    ok: { url: '/geo/CA-ON/?brand_code=MC&no-cache=1' },
    bad: { url: '/geo/GBR!/?brand_code=MC' },
    missing: { url: '/geo/QQ/?brand_code=MC' },
  },
  { operation: 'GET /currency/{iso}', ok: { url: '/currency/gbp/?no-cache=1' }, bad: { url: '/currency/GB/' }, missing: { url: '/currency/XYZ/' } },
  {
    operation: 'GET /user-context',
    ok: { url: '/user-context/?brand_code=MC&page_culture=en&user_country=MT&no-cache=1' },
    bad: { url: '/user-context/?brand_code=MC&user_country=MALTA' },
    missing: { url: '/user-context/?brand_code=MCUK&page_culture=de-DE' },
  },
  // No parameters: nothing can be malformed or missing.
  { operation: 'GET /maintenance', ok: { url: '/maintenance/' }, bad: null, missing: null },
  {
    operation: 'PUT /maintenance',
    ok: { url: '/maintenance/', method: 'PUT', headers: ADMIN, payload: { underMaintenance: false } },
    bad: { url: '/maintenance/', method: 'PUT', headers: ADMIN, payload: { underMaintenance: 'yes' } },
    missing: null,
  },
  // A log entry creates an item; nothing to be missing.
  {
    operation: 'POST /logger/{level}',
    ok: { url: '/logger/LogError', method: 'POST', payload: LOG, status: 201 },
    bad: { url: '/logger/LogError', method: 'POST', payload: { ...LOG, log: { Number: 1, Message: 'x' } } },
    missing: null,
  },
  {
    operation: 'GET /logger/entries',
    ok: { url: '/logger/entries?since=0', headers: ADMIN },
    bad: { url: '/logger/entries?since=-1', headers: ADMIN },
    missing: null,
  },
];

export const IMAGE_CASES: EndpointCase[] = [
  // A `.svg` name is malformed now: the art is served as WebP only.
  {
    operation: 'GET /img/games/{file}',
    ok: { url: '/img/games/sky-rocket.webp' },
    bad: { url: '/img/games/sky-rocket.svg' },
    missing: { url: '/img/games/no-such-game.webp' },
  },
  {
    operation: 'GET /img/payments/{file}',
    ok: { url: '/img/payments/swish-dark.webp' },
    bad: { url: '/img/payments/Swish_Dark.webp' },
    missing: { url: '/img/payments/swish-blue.webp' },
  },
  // Editorial art could be drawn for any name; a name no content uses is missing all the same.
  {
    operation: 'GET /img/{kind}/{file}',
    ok: { url: '/img/promotions/welcome-bonus.webp' },
    bad: { url: '/img/posters/welcome-bonus.webp' },
    missing: { url: '/img/promotions/no-such-art.webp' },
  },
];
