import type { EndpointCase } from './cases.ts';
import { registration } from './accounts.ts';
import { ADMIN } from './platform.ts';

/** What the account cases need from a live platform (filled in by the contract test's beforeAll). */
export interface AccountCaseState {
  username: string;
  password: string;
  session: string;
  logoutSession: string;
  resetCode: string;
  prefillCode: string;
}

const S = '/sites/{site}/son-auth';
const mc = '/sites/mc/son-auth';

/** Every account operation (and the outbox): valid, malformed, missing; getters read the state at run time. */
export function accountCases(state: AccountCaseState): EndpointCase[] {
  const auth = (token: () => string) => ({
    get authorization() {
      return `Bearer ${token()}`;
    },
  });
  return [
    {
      operation: `POST ${S}/login`,
      ok: {
        url: `${mc}/login`,
        method: 'POST',
        payload: {
          culture: 'en',
          get username() {
            return state.username;
          },
          get password() {
            return state.password;
          },
        },
      },
      bad: { url: `${mc}/login`, method: 'POST', payload: { culture: 'en', username: 'someone' } },
      missing: { url: `${mc}/login`, method: 'POST', payload: { culture: 'de-DE', username: 'someone', password: 'whatever123' } },
    },
    {
      operation: `POST ${S}/register`,
      ok: { url: `${mc}/register`, method: 'POST', payload: registration(), status: 201 },
      bad: { url: `${mc}/register`, method: 'POST', payload: registration({ dateOfBirth: '1990-13-01' }) },
      missing: { url: `${mc}/register`, method: 'POST', payload: registration({ culture: 'sv' }) },
    },
    {
      operation: `POST ${S}/forgot-password`,
      ok: { url: `${mc}/forgot-password`, method: 'POST', payload: { culture: 'en', login: 'nobody' }, status: 202 },
      bad: { url: `${mc}/forgot-password`, method: 'POST', payload: { culture: 'en' } },
      missing: { url: `${mc}/forgot-password`, method: 'POST', payload: { culture: 'da', login: 'nobody' } },
    },
    {
      operation: `POST ${S}/reset-password`,
      ok: {
        url: `${mc}/reset-password`,
        method: 'POST',
        payload: {
          get code() {
            return state.resetCode;
          },
          password: 'Renewed password 77',
        },
        status: 204,
      },
      bad: { url: `${mc}/reset-password`, method: 'POST', payload: { password: 'Renewed password 77' } },
      missing: { url: '/sites/nope/son-auth/reset-password', method: 'POST', payload: { code: 'x', password: 'Renewed password 77' } },
    },
    {
      operation: `POST ${S}/paynplay`,
      ok: { url: '/sites/mcse/son-auth/paynplay', method: 'POST', payload: { culture: 'sv', personalNumber: '198112189876', amount: 200 }, status: 201 },
      bad: { url: '/sites/mcse/son-auth/paynplay', method: 'POST', payload: { culture: 'sv', personalNumber: '198112189875', amount: 200 } },
      missing: { url: `${mc}/paynplay`, method: 'POST', payload: { culture: 'en', personalNumber: '198112189876', amount: 200 } },
    },
    {
      operation: `GET ${S}/prefill`,
      ok: {
        get url() {
          return `/sites/mcuk/son-auth/prefill?code=${state.prefillCode}`;
        },
      },
      bad: { url: '/sites/mcuk/son-auth/prefill' },
      missing: { url: `/sites/mcuk/son-auth/prefill?code=${'x'.repeat(43)}` },
    },
    {
      operation: `POST ${S}/handoff`,
      ok: { url: `${mc}/handoff`, method: 'POST', headers: auth(() => state.session), payload: {} },
      bad: { url: `${mc}/handoff`, method: 'POST', headers: auth(() => state.session), payload: { deeplink: 'x'.repeat(400) } },
      missing: { url: '/sites/nope/son-auth/handoff', method: 'POST', payload: {} },
    },
    {
      operation: `POST ${S}/feedback`,
      ok: { url: `${mc}/feedback`, method: 'POST', payload: { culture: 'en', kind: 'feedback', message: 'Nice.' }, status: 201 },
      bad: { url: `${mc}/feedback`, method: 'POST', payload: { culture: 'en', kind: 'praise', message: 'Nice.' } },
      missing: { url: `${mc}/feedback`, method: 'POST', payload: { culture: 'fr-CA', kind: 'feedback', message: 'Bien.' } },
    },
    {
      operation: `GET ${S}/deposit-limits`,
      ok: { url: `${mc}/deposit-limits`, headers: auth(() => state.session) },
      // No parameters: nothing can be malformed.
      bad: null,
      missing: { url: '/sites/nope/son-auth/deposit-limits' },
    },
    {
      operation: `PUT ${S}/deposit-limits`,
      ok: { url: `${mc}/deposit-limits`, method: 'PUT', headers: auth(() => state.session), payload: { daily: 10, weekly: null, monthly: 100 } },
      bad: { url: `${mc}/deposit-limits`, method: 'PUT', headers: auth(() => state.session), payload: { daily: 'ten', weekly: null, monthly: null } },
      missing: { url: '/sites/nope/son-auth/deposit-limits', method: 'PUT', payload: { daily: 10, weekly: null, monthly: null } },
    },
    {
      // A site API read, but a player's: it takes the widget session, as the account endpoints do.
      operation: 'GET /sites/{site}/v1/player/bank-transfer',
      ok: { url: '/sites/mc/v1/player/bank-transfer?culture=en&code=bank-transfer&rnd=42', headers: auth(() => state.session) },
      bad: { url: '/sites/mc/v1/player/bank-transfer?culture=en&code=B!', headers: auth(() => state.session) },
      missing: { url: '/sites/mc/v1/player/bank-transfer?culture=en-CA&code=bank-transfer', headers: auth(() => state.session) },
    },
    {
      operation: `POST ${S}/logout`,
      ok: { url: `${mc}/logout`, method: 'POST', headers: auth(() => state.logoutSession), status: 204 },
      bad: null,
      missing: { url: '/sites/nope/son-auth/logout', method: 'POST' },
    },
    {
      operation: 'GET /admin/outbox',
      ok: { url: '/admin/outbox?limit=5', headers: ADMIN },
      bad: { url: '/admin/outbox?limit=0', headers: ADMIN },
      missing: null,
    },
  ];
}
