import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The web app's local site origin in the tests (PLATFORM_SITES_LOCAL_PORTS=3000). */
export const siteOrigin = (code: string) => `http://${code}.localhost:3000`;

let counter = 0;
/** A fresh, valid registration body (unique username and email per call). */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    culture: 'en',
    username: `player_${id}`.slice(0, 20),
    email: `player.${id}@example.com`,
    password: `Secret${id}pass9`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-04-12',
    gender: 'female',
    mobile: '+44 7700 900123',
    address: '1 Analytical Row',
    city: 'London',
    postcode: 'N1 9GU',
    country: 'MT',
    consents: { terms: true, adult: true, promoEmail: true },
    ...overrides,
  };
}

export interface Caller {
  post(path: string, payload: unknown, headers?: Record<string, string>, remoteAddress?: string): Promise<LightMyRequestResponse>;
  get(path: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** JSON calls to `/sites/{site}/son-auth/{path}`. */
export function accountApi(app: FastifyInstance, site: string): Caller {
  const url = (path: string) => `/sites/${site}/son-auth/${path}`;
  return {
    post: (path, payload, headers = {}, remoteAddress) =>
      app.inject({
        method: path === 'deposit-limits' ? 'PUT' : 'POST',
        url: url(path),
        payload: payload as object,
        headers,
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
    get: (path, headers = {}) => app.inject({ method: 'GET', url: url(path), headers }),
  };
}

export const bearer = (session: string) => ({ authorization: `Bearer ${session}` });

/** Path and query of a platform address, for inject. */
export function pathOf(address: string): string {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

/** The play-session cookie (name=value) of a Set-Cookie answer. */
export function playCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  return String(value ?? '').split(';')[0] ?? '';
}
