import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '@mc/sites/site-schema';
import { siteGame, consumeHandoffCode } from '../accounts/handoff.ts';
import { siteOriginOf } from '../accounts/markets.ts';
import { stmt } from '../db/database.ts';
import { siteByPathCode } from '../lib/markets.ts';
import type { PlatformContext } from '../server/context.ts';
import { escapeHtml, expiredPage, loginNeededPage, logoutForm, notFoundPage, page } from './pages.ts';
import {
  clearedCookie,
  cookieToken,
  createPlaySession,
  csrfMatches,
  csrfToken,
  endPlaySession,
  playSession,
  sessionCookie,
  type PlaySession,
} from './play-sessions.ts';

type SiteParams = { site: string };

/**
 * The minimal play platform of each site, `/play/{site}/…` (src/accounts/API.md): exchanges a
 * handoff code for a session cookie, shows a lobby and game pages in real or demo mode, and logs
 * out. HTML with no script; hidden from the OpenAPI document (it is not part of the JSON API).
 */
export const playRoutes: FastifyPluginAsync<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;

  // The log-out form posts urlencoded; parsed here only, the JSON API never accepts it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const siteOf = (request: FastifyRequest) => siteByPathCode((request.params as SiteParams).site);
  const base = (site: Site) => `/play/${site.localCode.toLowerCase()}/`;
  const secure = (request: FastifyRequest) => request.protocol === 'https' || config.publicOrigin.startsWith('https:');
  const loginUrl = (site: Site, session: PlaySession | null) => `${siteOriginOf(site, config, session?.returnOrigin)}/#account/login`;

  function html(reply: FastifyReply, site: Site | undefined, status: number, body: string, returnOrigin?: string | null) {
    // Forms may go to this platform, and after log-out on to the site (a form's redirect counts too).
    const formTargets = site ? `'self' ${siteOriginOf(site, config, returnOrigin)}` : "'self'";
    // Referrer-Policy same-origin, not no-referrer: under no-referrer a browser sends `Origin: null`
    // with the log-out form, which the log-out's Origin check must refuse. Other origins get nothing.
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .header('x-frame-options', 'DENY')
      .send(body);
  }

  function unknownSite(reply: FastifyReply) {
    return html(reply, undefined, 404, page({ title: 'Not found', testId: 'play-not-found', body: '<h1>Not found</h1>' }));
  }

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const site = siteOf(request);
    if (!site) return unknownSite(reply);
    const now = ctx.clock();
    const code = (request.query as { code?: unknown }).code;
    if (code !== undefined) {
      const handoff = consumeHandoffCode(db, site, code, now);
      if (!handoff) return html(reply, site, 410, expiredPage(site.name, loginUrl(site, null)));
      const token = createPlaySession(db, handoff.accountId, site.localCode, handoff.returnOrigin, now);
      // The stored deeplink was validated when the code was made; the code leaves the address bar here.
      const target = handoff.deeplink ? `${base(site)}${handoff.deeplink.slice(1)}` : base(site);
      return reply
        .status(303)
        .header('set-cookie', sessionCookie(site.localCode, token, secure(request)))
        .header('cache-control', 'no-store')
        .redirect(target, 303);
    }
    const session = playSession(db, cookieToken(request), site.localCode, now);
    if (!session && site.demoPlay !== 'anyone')
      return html(reply, site, 200, loginNeededPage(site.name, loginUrl(site, null), 'The lobby is open to logged-in players.'));
    const games = stmt(
      db,
      `SELECT g.slug, g.name FROM games g JOIN game_availability a ON a.game_id = g.id AND a.culture = ?
       WHERE g.published = 1 ORDER BY g.popularity DESC, g.id LIMIT 30`,
    ).all(site.cultures[0]?.code ?? '') as { slug: string; name: string }[];
    const items = games
      .map((game) => {
        const real = session ? `<a href="${base(site)}games/${game.slug}/">Play</a> · ` : '';
        return `<li>${escapeHtml(game.name)} — ${real}<a href="${base(site)}games/${game.slug}/?mode=demo">Demo</a></li>`;
      })
      .join('\n');
    const who = session
      ? `<p>Playing as <strong data-testid="play-player">${escapeHtml(session.account.username)}</strong></p>\n${logoutForm(`${base(site)}logout`, csrfToken(session))}`
      : `<p><a href="${escapeHtml(loginUrl(site, null))}">Log in to play for real money</a></p>`;
    return html(
      reply,
      site,
      200,
      page({ title: `Lobby — ${site.name}`, testId: 'play-lobby', body: `<h1>${escapeHtml(site.name)} lobby</h1>\n${who}\n<ul>\n${items}\n</ul>` }),
      session?.returnOrigin,
    );
  });

  app.get('/games/:slug/', { schema: { hide: true } }, async (request, reply) => {
    const site = siteOf(request);
    if (!site) return unknownSite(reply);
    const { slug } = request.params as { slug: string };
    const game = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? siteGame(db, site, slug) : undefined;
    if (!game) return html(reply, site, 404, notFoundPage(site.name, base(site)));
    const demo = (request.query as { mode?: unknown }).mode === 'demo';
    const session = playSession(db, cookieToken(request), site.localCode, ctx.clock());
    const allowed = demo ? site.demoPlay === 'anyone' || session?.account.age_verified === 1 : session !== null;
    if (!allowed) {
      const reason = demo ? 'On this site, games can be tried for fun only by logged-in, age-verified players.' : 'Real-money play needs a logged-in player.';
      return html(reply, site, 200, loginNeededPage(site.name, loginUrl(site, session), reason), session?.returnOrigin);
    }
    const body = [
      `<h1 data-testid="play-game-name">${escapeHtml(game.name)}</h1>`,
      `<p><span class="mode" data-testid="play-mode">${demo ? 'Demo' : 'Real money'}</span></p>`,
      session ? `<p>Playing as <strong data-testid="play-player">${escapeHtml(session.account.username)}</strong></p>` : '<p>Playing as a guest</p>',
      `<p><a href="${base(site)}">Lobby</a></p>`,
      session ? logoutForm(`${base(site)}logout`, csrfToken(session)) : '',
    ].join('\n');
    return html(reply, site, 200, page({ title: `${game.name} — ${site.name}`, testId: 'play-game', body }), session?.returnOrigin);
  });

  app.post('/logout', { schema: { hide: true } }, async (request, reply) => {
    const site = siteOf(request);
    if (!site) return unknownSite(reply);
    // A browser sends Origin on a form POST: it must be this platform's own.
    const origin = request.headers.origin;
    const ownOrigins = [config.publicOrigin, `${request.protocol}://${request.host}`];
    if (origin !== undefined && !ownOrigins.includes(origin))
      return html(reply, site, 403, page({ title: 'Forbidden', testId: 'play-not-found', body: '<h1>Forbidden</h1>' }));
    const session = playSession(db, cookieToken(request), site.localCode, ctx.clock());
    if (session && !csrfMatches(session, (request.body as { csrf?: unknown } | undefined)?.csrf)) {
      return html(reply, site, 403, page({ title: 'Forbidden', testId: 'play-not-found', body: '<h1>Forbidden</h1>' }));
    }
    if (session) endPlaySession(db, session.tokenHash);
    return reply
      .status(303)
      .header('set-cookie', clearedCookie(site.localCode, secure(request)))
      .header('cache-control', 'no-store')
      .redirect(`${siteOriginOf(site, config, session?.returnOrigin)}/`, 303);
  });
};
