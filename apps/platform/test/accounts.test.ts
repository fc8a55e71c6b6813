import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_TTL_SECONDS } from '@mc/account-protocol/account-protocol';
import { accountApi, bearer, pathOf, playCookie, registration, siteOrigin } from './helpers/accounts.ts';
import { ADDRESS_FAILURES } from '../src/accounts/rate-limit.ts';
import { hashPassword } from '../src/accounts/password.ts';
import { ADMIN, startPlatform, TEST_PASSWORD_COST, type TestPlatform } from './helpers/platform.ts';

let platform: TestPlatform;
/** Security clock of the platform: real time plus what a test skips ahead. */
let skipped = 0;
const mc = () => accountApi(platform.app, 'mc');
const mcuk = () => accountApi(platform.app, 'mcuk');
let mcGame: { slug: string; name: string };
let ukGame: { slug: string; name: string };

beforeAll(async () => {
  platform = await startPlatform({ clock: () => new Date(Date.now() + skipped * 1000) });
  const game = (culture: string) =>
    platform.db
      .prepare('SELECT g.slug, g.name FROM games g JOIN game_availability a ON a.game_id = g.id AND a.culture = ? WHERE g.published = 1 ORDER BY g.id LIMIT 1')
      .get(culture) as { slug: string; name: string };
  mcGame = game('en');
  ukGame = game('en-GB');
});
afterAll(() => platform.close());

async function registered(site = 'mc', overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await accountApi(platform.app, site).post('register', body, { origin: siteOrigin(site) });
  expect(response.statusCode, response.body).toBe(201);
  return { body, answer: response.json() as { process: number; session: string; player: { platformAddress: string; username: string; segment: number } } };
}

const outbox = async () =>
  ((await platform.app.inject({ url: '/admin/outbox', headers: ADMIN })).json() as { messages: { kind: string; recipient: string; body: string }[] }).messages;

describe('register, log in, hand off to the play platform, log out', () => {
  it('goes the whole way with a deeplink to a game', async () => {
    const { body, answer } = await registered('mc', { deeplink: `/games/${mcGame.slug}/` });
    expect(answer.process).toBe(1);
    expect(answer.player).toMatchObject({ segment: 0, username: body.username, loginname: body.username, notOntario: false, sonLangCode: 'en' });

    const login = await mc().post(
      'login',
      { culture: 'en', username: String(body.email).toUpperCase(), password: body.password, deeplink: `/games/${mcGame.slug}/` },
      { origin: siteOrigin('mc') },
    );
    expect(login.statusCode, login.body).toBe(200);
    const { player, session } = login.json() as { player: { platformAddress: string }; session: string };
    const address = new URL(player.platformAddress);
    expect(address.origin).toBe(platform.config.publicOrigin);
    expect(address.pathname).toBe('/play/mc/');
    expect(address.searchParams.get('dl')).toBe(`/games/${mcGame.slug}/`);

    const exchange = await platform.app.inject({ url: pathOf(player.platformAddress) });
    expect(exchange.statusCode).toBe(303);
    expect(exchange.headers.location).toBe(`/play/mc/games/${mcGame.slug}/`);
    const setCookie = String(exchange.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/play\/mc\//);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = playCookie(exchange);

    const game = await platform.app.inject({ url: `/play/mc/games/${mcGame.slug}/`, headers: { cookie } });
    expect(game.statusCode).toBe(200);
    expect(game.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(game.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(game.body).toContain('data-testid="play-game"');
    expect(game.body).toContain(mcGame.name.replace(/&/g, '&amp;'));
    expect(game.body).toContain(String(body.username));
    expect(game.body).toContain('Real money');
    expect(game.body).not.toMatch(/<script/i);

    const lobby = await platform.app.inject({ url: '/play/mc/', headers: { cookie } });
    expect(lobby.body).toContain('data-testid="play-lobby"');
    const csrf = /name="csrf" value="([^"]+)"/.exec(lobby.body)?.[1] ?? '';

    const forged = await platform.app.inject({
      method: 'POST',
      url: '/play/mc/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'csrf=nope',
    });
    expect(forged.statusCode).toBe(403);
    const foreign = await platform.app.inject({
      method: 'POST',
      url: '/play/mc/logout',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${csrf}`,
    });
    expect(foreign.statusCode).toBe(403);
    const logout = await platform.app.inject({
      method: 'POST',
      url: '/play/mc/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${csrf}`,
    });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe(`${siteOrigin('mc')}/`);
    const after = await platform.app.inject({ url: `/play/mc/games/${mcGame.slug}/`, headers: { cookie } });
    expect(after.body).toContain('data-testid="play-login-needed"');
    expect(after.body).toContain(`${siteOrigin('mc')}/#account/login`);

    // The widget session is separate: it mints new addresses until it logs out.
    expect((await mc().post('handoff', {}, bearer(session))).statusCode).toBe(200);
    const logoutWidget = await platform.app.inject({
      method: 'POST',
      url: '/sites/mc/son-auth/logout',
      headers: { ...bearer(session), 'content-type': 'application/json' },
    });
    expect(logoutWidget.statusCode).toBe(204);
    expect((await mc().post('handoff', {}, bearer(session))).statusCode).toBe(401);
  });

  it('drops a deeplink that is not a game of the site, and lands in the lobby', async () => {
    const { body } = await registered('mc');
    for (const deeplink of ['https://evil.example/', '//evil.example/games/x/', '/games/no-such-game/', `/games/${mcGame.slug}/?mode=real`, '/promotions/']) {
      const login = await mc().post('login', { username: body.username, password: body.password, deeplink });
      const address = new URL((login.json() as { player: { platformAddress: string } }).player.platformAddress);
      expect(address.searchParams.get('dl'), deeplink).toBeNull();
      const exchange = await platform.app.inject({ url: pathOf(address.href) });
      expect(exchange.headers.location, deeplink).toBe('/play/mc/');
    }
  });
});

describe('login failures', () => {
  it('answers a wrong password and an unknown user identically', async () => {
    const { body } = await registered('mc');
    const wrong = await mc().post('login', { username: body.username, password: 'Wrong password 1' }, {}, '10.0.0.1');
    const unknown = await mc().post('login', { username: 'nobody_here_at_all', password: 'Wrong password 1' }, {}, '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS' });
  });

  it('hashes at the configured cost, and verifies a hash at the cost it was stored with', async () => {
    const { body } = await registered('mc');
    const stored = () =>
      (platform.db.prepare('SELECT password_hash FROM accounts WHERE username = ?').get(body.username) as { password_hash: string }).password_hash;
    expect(stored()).toMatch(new RegExp(`^scrypt\\$${2 ** Number(TEST_PASSWORD_COST)}\\$8\\$1\\$`));
    platform.db.prepare('UPDATE accounts SET password_hash = ? WHERE username = ?').run(await hashPassword(String(body.password)), body.username);
    expect(stored()).toMatch(/^scrypt\$32768\$/);
    expect((await mc().post('login', { username: body.username, password: body.password }, {}, '10.3.0.1')).statusCode).toBe(200);
  });

  it('limits failures per account (5 in 15 minutes), even for the right password, then forgets them', async () => {
    const { body } = await registered('mc');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await mc().post('login', { username: body.username, password: 'Wrong password 1' }, {}, `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await mc().post('login', { username: body.username, password: body.password }, {}, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS' });
    // An unknown name is throttled the same way: the 429 does not tell existence either.
    for (let attempt = 0; attempt < 5; attempt++) await mc().post('login', { username: 'ghost_player', password: 'Wrong password 1' }, {}, `10.2.0.${attempt}`);
    expect((await mc().post('login', { username: 'ghost_player', password: 'Wrong password 1' }, {}, '10.2.1.1')).statusCode).toBe(429);

    skipped += 15 * 60 + 1;
    expect((await mc().post('login', { username: body.username, password: body.password }, {}, '10.1.1.1')).statusCode).toBe(200);
  });

  it(`limits failures per address (${ADDRESS_FAILURES} in 15 minutes)`, async () => {
    const { body } = await registered('mc');
    // All but the last failure straight into the table (each one through the API costs a password hash).
    const now = new Date(Date.now() + skipped * 1000).toISOString();
    const insert = platform.db.prepare('INSERT INTO login_attempts (account_key, address, failed_at) VALUES (?, ?, ?)');
    for (let attempt = 0; attempt < ADDRESS_FAILURES - 1; attempt++) insert.run(`login:unknown_${attempt}`, '10.3.0.1', now);
    expect((await mc().post('login', { username: 'unknown_last', password: 'Wrong password 1' }, {}, '10.3.0.1')).statusCode).toBe(401);
    expect((await mc().post('login', { username: body.username, password: body.password }, {}, '10.3.0.1')).statusCode).toBe(429);
    expect((await mc().post('login', { username: body.username, password: body.password }, {}, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('sibling skins', () => {
  it('sends a player of another market to that site, after the right password only, with a prefill code good once', async () => {
    const { body } = await registered('mcuk', { culture: 'en-GB', country: 'GB' });
    const wrong = await mc().post('login', { username: body.username, password: 'Wrong password 1' }, {}, '10.4.0.1');
    expect(wrong.statusCode).toBe(401);
    const login = await mc().post('login', { username: body.username, password: body.password }, {}, '10.4.0.1');
    expect(login.statusCode).toBe(409);
    const answer = login.json() as { code: string; sibling: { site: string; prefillCode: string } };
    expect(answer.code).toBe('USER_BELONGS_TO_SIBLING_SKIN');
    expect(answer.sibling.site).toBe('MCUK');
    // The code is for MCUK's login form only, and only once.
    expect((await mc().get(`prefill?code=${answer.sibling.prefillCode}`)).statusCode).toBe(404);
    const prefill = await mcuk().get(`prefill?code=${answer.sibling.prefillCode}`);
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json()).toEqual({ username: body.username });
    expect((await mcuk().get(`prefill?code=${answer.sibling.prefillCode}`)).statusCode).toBe(404);
    // At home the same login works.
    expect((await mcuk().post('login', { culture: 'en-GB', username: body.username, password: body.password })).statusCode).toBe(200);
  });

  it('refuses a registration from another site’s market, naming the site', async () => {
    const response = await mc().post('register', registration({ country: 'GB' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'USER_BELONGS_TO_SIBLING_SKIN', sibling: { site: 'MCUK' } });
    // A country of one of MC's own editions (Canada) stays on MC.
    const canada = await mc().post('register', registration({ culture: 'en-CA', country: 'CA', province: 'BC', dateOfBirth: '1990-01-01' }));
    expect(canada.statusCode, canada.body).toBe(201);
    expect((canada.json() as { player: { notOntario: boolean } }).player.notOntario).toBe(true);
  });
});

describe('registration with a taken email', () => {
  it('continues as a login (process 7) with the right password, else 202 and a notice to the address', async () => {
    const { body } = await registered('mc');
    const again = await mc().post('register', registration({ email: body.email, password: body.password }));
    expect(again.statusCode).toBe(201);
    expect((again.json() as { process: number; player: { username: string } }).process).toBe(7);
    expect((again.json() as { player: { username: string } }).player.username).toBe(body.username);

    const other = await mc().post('register', registration({ email: body.email }));
    expect(other.statusCode).toBe(202);
    expect(other.json()).toEqual({ process: 2 });
    const notice = (await outbox()).find((message) => message.recipient === body.email);
    expect(notice?.kind).toBe('registration-attempt');
  });

  it('reports every field problem at once, and a taken username', async () => {
    const bad = await mc().post('register', {
      culture: 'en',
      username: 'a!',
      password: 'short',
      dateOfBirth: '2015-02-30',
      consents: { terms: true, adult: false },
    });
    expect(bad.statusCode).toBe(400);
    const errors = (bad.json() as { errors: Record<string, string> }).errors;
    expect(errors).toMatchObject({
      username: 'INVALID',
      email: 'REQUIRED',
      password: 'TOO_SHORT',
      dateOfBirth: 'INVALID',
      firstName: 'REQUIRED',
      'consents.adult': 'REQUIRED',
    });
    const young = await mc().post('register', registration({ dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` }));
    expect((young.json() as { errors: Record<string, string> }).errors).toEqual({ dateOfBirth: 'TOO_YOUNG' });
    const weak = await mc().post('register', registration({ password: 'onlyletterslong' }));
    expect((weak.json() as { errors: Record<string, string> }).errors).toEqual({ password: 'WEAK_PASSWORD' });
    const { body } = await registered('mc');
    const taken = await mc().post('register', registration({ username: String(body.username).toUpperCase() }));
    expect((taken.json() as { errors: Record<string, string> }).errors).toEqual({ username: 'USERNAME_TAKEN' });
  });
});

describe('password reset', () => {
  it('forgot → outbox link → reset: old password refused, new accepted, code single use; 202 for anyone', async () => {
    const { body } = await registered('mc');
    expect((await mc().post('forgot-password', { culture: 'en', login: 'no_such_player' })).statusCode).toBe(202);
    const forgot = await mc().post('forgot-password', { culture: 'en-CA', login: body.username }, { origin: siteOrigin('mc') });
    expect(forgot.statusCode).toBe(202);
    expect(forgot.json()).toEqual({});
    const message = (await outbox()).find((entry) => entry.recipient === body.email && entry.kind === 'password-reset');
    const link = /(http\S+#account\/reset_password\/(\S+))/.exec(message?.body ?? '');
    expect(link?.[1]).toMatch(new RegExp(`^${siteOrigin('mc')}/en-CA/#account/reset_password/`));
    const code = link?.[2] ?? '';

    const weak = await mc().post('reset-password', { code, password: 'tooshort' });
    expect(weak.statusCode).toBe(400);
    expect((weak.json() as { errors: Record<string, string> }).errors).toEqual({ password: 'TOO_SHORT' });
    const reset = await mc().post('reset-password', { code, password: 'Brand new secret 42' });
    expect(reset.statusCode).toBe(204);
    expect((await mc().post('reset-password', { code, password: 'Another secret 43' })).json()).toEqual({ code: 'INVALID_RESET_CODE' });
    expect((await mc().post('login', { username: body.username, password: body.password }, {}, '10.5.0.1')).statusCode).toBe(401);
    expect((await mc().post('login', { username: body.username, password: 'Brand new secret 42' }, {}, '10.5.0.1')).statusCode).toBe(200);
  });

  it('writes at most 3 links per account in 30 minutes, answering 202 all the same', async () => {
    const { body } = await registered('mc');
    for (let request = 0; request < 5; request++) expect((await mc().post('forgot-password', { login: body.username })).statusCode).toBe(202);
    expect((await outbox()).filter((entry) => entry.recipient === body.email && entry.kind === 'password-reset')).toHaveLength(3);
  });

  it('refuses an unknown or expired code', async () => {
    expect((await mc().post('reset-password', { code: 'x'.repeat(43), password: 'Brand new secret 42' })).json()).toEqual({ code: 'INVALID_RESET_CODE' });
    const { body } = await registered('mc');
    await mc().post('forgot-password', { login: body.email });
    const message = (await outbox()).find((entry) => entry.recipient === body.email && entry.kind === 'password-reset');
    const code = /reset_password\/(\S+)/.exec(message?.body ?? '')?.[1] ?? '';
    skipped += 30 * 60 + 1;
    expect((await mc().post('reset-password', { code, password: 'Brand new secret 42' })).json()).toEqual({ code: 'INVALID_RESET_CODE' });
  });
});

describe('Pay N Play', () => {
  const sv = () => accountApi(platform.app, 'mcse');

  it('creates a real, age-verified account on first use and finds it again', async () => {
    const first = await sv().post('paynplay', { culture: 'sv', personalNumber: '19900101-0017', amount: 100 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ process: 1, created: true, player: { segment: 1 } });
    const again = await sv().post('paynplay', { culture: 'sv', personalNumber: '9001010017', amount: 50 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ process: 1, created: false });
    expect((again.json() as { player: { username: string } }).player.username).toBe((first.json() as { player: { username: string } }).player.username);
  });

  it('carries a deeplink to a game into the platform address, as login and registration do', async () => {
    const game = (
      platform.db
        .prepare('SELECT g.slug FROM games g JOIN game_availability a ON a.game_id = g.id AND a.culture = ? WHERE g.published = 1 ORDER BY g.id LIMIT 1')
        .get('sv') as { slug: string }
    ).slug;
    const answer = await sv().post('paynplay', { culture: 'sv', personalNumber: '19900101-0017', amount: 100, deeplink: `/games/${game}/` });
    expect(answer.statusCode, answer.body).toBe(200);
    const address = new URL((answer.json() as { player: { platformAddress: string } }).player.platformAddress);
    expect(address.searchParams.get('dl')).toBe(`/games/${game}/`);
  });

  it('refuses an invalid or under-age personnummer, and cultures without Pay N Play', async () => {
    const invalid = await sv().post('paynplay', { culture: 'sv', personalNumber: '19900101-0018', amount: 100 });
    expect(invalid.statusCode).toBe(400);
    expect((invalid.json() as { errors: Record<string, string> }).errors).toEqual({ personalNumber: 'INVALID' });
    const year = new Date().getUTCFullYear() - 10;
    const child = `${year}0101001`;
    const digits = `${child.slice(2)}`;
    let check = 0;
    for (let index = 0; index < digits.length; index++) {
      let digit = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
      if (digit > 9) digit -= 9;
      check += digit;
    }
    const young = await sv().post('paynplay', { culture: 'sv', personalNumber: `${child}${(10 - (check % 10)) % 10}`, amount: 100 });
    expect((young.json() as { errors: Record<string, string> }).errors).toEqual({ personalNumber: 'TOO_YOUNG' });
    expect((await mc().post('paynplay', { culture: 'en', personalNumber: '19900101-0017', amount: 100 })).statusCode).toBe(404);
  });
});

describe('handoff codes', () => {
  it('are single use', async () => {
    const { answer } = await registered('mc');
    const path = pathOf(answer.player.platformAddress);
    expect((await platform.app.inject({ url: path })).statusCode).toBe(303);
    const second = await platform.app.inject({ url: path });
    expect(second.statusCode).toBe(410);
    expect(second.body).toContain('data-testid="play-expired"');
    expect(second.body).toContain(`${siteOrigin('mc')}/#account/login`);
  });

  it(`expire after ${HANDOFF_TTL_SECONDS} seconds, and a session mints fresh ones`, async () => {
    const { answer } = await registered('mc');
    skipped += HANDOFF_TTL_SECONDS + 1;
    expect((await platform.app.inject({ url: pathOf(answer.player.platformAddress) })).statusCode).toBe(410);
    const fresh = await mc().post('handoff', { deeplink: `/games/${mcGame.slug}/?mode=demo` }, bearer(answer.session));
    expect(fresh.statusCode).toBe(200);
    const exchange = await platform.app.inject({ url: pathOf((fresh.json() as { platformAddress: string }).platformAddress) });
    expect(exchange.headers.location).toBe(`/play/mc/games/${mcGame.slug}/?mode=demo`);
    // Another site's play platform does not take it.
    const other = await mc().post('handoff', {}, bearer(answer.session));
    const path = pathOf((other.json() as { platformAddress: string }).platformAddress).replace('/play/mc/', '/play/mcuk/');
    expect((await platform.app.inject({ url: path })).statusCode).toBe(410);
  });
});

describe('deposit limits', () => {
  it('read and write with the bearer session only', async () => {
    const { answer } = await registered('mc', { depositLimit: { period: 'weekly', amount: 500 } });
    expect((await mc().get('deposit-limits')).statusCode).toBe(401);
    expect((await mc().get('deposit-limits', bearer('x'.repeat(43)))).statusCode).toBe(401);
    expect((await mcuk().get('deposit-limits', bearer(answer.session))).statusCode).toBe(401);
    const read = await mc().get('deposit-limits', bearer(answer.session));
    expect(read.json()).toEqual({ currency: 'EUR', daily: null, weekly: 500, monthly: null });
    const write = await mc().post('deposit-limits', { daily: 50, weekly: 300, monthly: null }, bearer(answer.session));
    expect(write.statusCode).toBe(200);
    expect(write.json()).toEqual({ currency: 'EUR', daily: 50, weekly: 300, monthly: null });
    const disordered = await mc().post('deposit-limits', { daily: 500, weekly: 300, monthly: null }, bearer(answer.session));
    expect(disordered.statusCode).toBe(400);
    expect((disordered.json() as { code: string }).code).toBe('INVALID_FIELDS');
    expect((await mc().post('deposit-limits', { daily: 1, weekly: 2, monthly: 3 })).statusCode).toBe(401);
  });

  it('expire with the session after 30 minutes', async () => {
    const { answer } = await registered('mc');
    skipped += 30 * 60 + 1;
    expect((await mc().get('deposit-limits', bearer(answer.session))).statusCode).toBe(401);
  });
});

describe('feedback', () => {
  it('is taken only where the culture has feedbacks', async () => {
    const sent = await mc().post('feedback', { culture: 'en', kind: 'feedback', message: 'Lovely site.\nThanks!', email: 'fan@example.com' });
    expect(sent.statusCode).toBe(201);
    expect((sent.json() as { id: number }).id).toBeGreaterThan(0);
    expect((await mc().post('feedback', { culture: 'fr-CA', kind: 'feedback', message: 'Bonjour' })).statusCode).toBe(404);
    expect((await accountApi(platform.app, 'mcse').post('feedback', { culture: 'sv', kind: 'feedback', message: 'Hej' })).statusCode).toBe(404);
    expect((await mc().post('feedback', { culture: 'en', kind: 'feedback', message: ' ' })).statusCode).toBe(400);
  });
});

describe('CSRF', () => {
  it('refuses a foreign Origin (403) and a body that is not JSON (415) before reading it', async () => {
    const { body } = await registered('mc');
    const foreign = await mc().post('login', { username: body.username, password: body.password }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ code: 'FORBIDDEN_ORIGIN' });
    const text = await platform.app.inject({
      method: 'POST',
      url: '/sites/mc/son-auth/login',
      headers: { 'content-type': 'text/plain', origin: siteOrigin('mc') },
      payload: JSON.stringify({ username: body.username, password: body.password }),
    });
    expect(text.statusCode).toBe(415);
    const form = await platform.app.inject({
      method: 'POST',
      url: '/sites/mc/son-auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${String(body.username)}&password=${String(body.password)}`,
    });
    expect(form.statusCode).toBe(415);
    const preflight = await platform.app.inject({
      method: 'OPTIONS',
      url: '/sites/mc/son-auth/login',
      headers: { origin: siteOrigin('mc'), 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/);
    expect(foreign.headers['cache-control']).toBe('no-store');
  });
});

describe('demo play per market', () => {
  it('MC lets anyone play for fun; real money needs a session', async () => {
    const demo = await platform.app.inject({ url: `/play/mc/games/${mcGame.slug}/?mode=demo` });
    expect(demo.body).toContain('data-testid="play-game"');
    expect(demo.body).toContain('Demo');
    const real = await platform.app.inject({ url: `/play/mc/games/${mcGame.slug}/` });
    expect(real.body).toContain('data-testid="play-login-needed"');
    expect(real.body).toContain('Log in to play');
    expect((await platform.app.inject({ url: '/play/mc/games/no-such-game/' })).statusCode).toBe(404);
  });

  it('MCUK needs a verified player’s session even for demo', async () => {
    const anonymous = await platform.app.inject({ url: `/play/mcuk/games/${ukGame.slug}/?mode=demo` });
    expect(anonymous.body).toContain('data-testid="play-login-needed"');
    expect(anonymous.body).toContain(`${siteOrigin('mcuk')}/#account/login`);
    const { answer } = await registered('mcuk', { culture: 'en-GB', country: 'GB' });
    const exchange = await platform.app.inject({ url: pathOf(answer.player.platformAddress), headers: { origin: siteOrigin('mcuk') } });
    const cookie = playCookie(exchange);
    const demo = await platform.app.inject({ url: `/play/mcuk/games/${ukGame.slug}/?mode=demo`, headers: { cookie } });
    expect(demo.body).toContain('data-testid="play-game"');
    expect(demo.body).toContain('Demo');
    // The cookie is the MCUK platform's: MC's pages do not see it (path), and do not take it either.
    expect((await platform.app.inject({ url: `/play/mc/games/${mcGame.slug}/`, headers: { cookie } })).body).toContain('play-login-needed');
  });
});

describe('hostile input', () => {
  it('never produces a 5xx on the account endpoints', async () => {
    const { default: fc } = await import('fast-check');
    const paths = ['login', 'register', 'forgot-password', 'reset-password', 'paynplay', 'handoff', 'feedback', 'deposit-limits', 'logout'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom('mc', 'mcse', 'mcuk'), fc.jsonValue({ maxDepth: 3 }), async (path, site, body) => {
        const response = await platform.app.inject({
          method: path === 'deposit-limits' ? 'PUT' : 'POST',
          url: `/sites/${site}/son-auth/${path}`,
          headers: { 'content-type': 'application/json', ...bearer('x'.repeat(43)) },
          payload: JSON.stringify(body),
          remoteAddress: '10.9.9.9',
        });
        expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 300, seed: 5 },
    );
    for (const url of ['/play/mc/?code=%00', '/play/mc/games/%3Cscript%3E/', '/play/nope/', '/play/mc/?code=a&code=b']) {
      expect((await platform.app.inject({ url })).statusCode, url).toBeLessThan(500);
    }
  });
});

// Last: scans what every test above wrote.
describe('logs', () => {
  it('keep registration and login records without passwords, tokens or personal data', async () => {
    const { body, answer } = await registered('mc', { aname: 'affiliate_7', depositLimit: { period: 'daily', amount: 20 } });
    await mc().post('login', { username: body.username, password: body.password });
    const rows = platform.db.prepare('SELECT message, additional_data FROM log_entries').all() as { message: string; additional_data: string | null }[];
    const registrationRow = rows.find((row) => row.message === 'registration' && row.additional_data?.includes(String(body.username)));
    const record = JSON.parse(registrationRow?.additional_data ?? '{}') as Record<string, Record<string, unknown>>;
    expect(record.platform).toMatchObject({ username: body.username, skin: 'MC', registrationCountry: 'MT', currency: 'EUR' });
    expect(record.personal).toMatchObject({ email: '[redacted]', firstName: '[redacted]', dateOfBirth: '[redacted]', mobile: '[redacted]' });
    expect(record.primeTracking).toMatchObject({ arCode: 'affiliate_7', culture: 'en', brandCode: 'MC' });
    expect(record.limits).toEqual([{ type: 'deposit-daily', value: 20 }]);
    const loginRow = rows.find((row) => row.message === 'login' && row.additional_data?.includes('"success"'));
    expect(JSON.parse(loginRow?.additional_data ?? '{}')).toMatchObject({ result: 'success', token: '[redacted]' });

    const all = rows.map((row) => row.additional_data ?? '').join('\n');
    // Every password these tests used, and their personal data; no token-shaped value at all.
    for (const secret of [
      body.password,
      answer.session,
      body.email,
      body.mobile,
      'Lovelace',
      '1990-04-12',
      'Analytical Row',
      'Secret',
      'Wrong password',
      'Brand new secret',
      'tooshort',
      // The personal number in its spellings (a bare '0017' can occur by chance, in an id or a time).
      '19900101-0017',
      '900101-0017',
      '9001010017',
    ]) {
      expect(all, String(secret)).not.toContain(String(secret));
    }
    expect(all).not.toMatch(/[A-Za-z0-9_-]{43}/);
  });
});
