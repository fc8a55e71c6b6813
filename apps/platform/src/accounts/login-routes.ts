import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { siteByPathCode } from '../lib/markets.ts';
import { ref } from '../schemas/common.ts';
import { AccountError, LoginBody, PrefillAnswer, PrefillQuery, SignedIn, accountResponses } from '../schemas/accounts.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';
import { accountByLogin, accountOnOtherSite } from './account-store.ts';
import { invalidCredentials, invalidFields, tooManyAttempts } from './answers.ts';
import { logLogin, trackingIdsOf } from './audit-log.ts';
import { text } from './field-rules.ts';
import { consumePrefillCode, issuePrefillCode } from './one-time-codes.ts';
import { verifyAgainstNothing, verifyPassword } from './password.ts';
import { handoffTarget, signedIn } from './player-result.ts';
import { accountKey, clearAccountFailures, isThrottled, recordFailure } from './rate-limit.ts';
import { owningSite, allowedOrigin } from './markets.ts';

export const loginRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/son-auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with username or email and password',
        description:
          '401 INVALID_CREDENTIALS for an unknown name and a wrong password alike; 409 USER_BELONGS_TO_SIBLING_SKIN (after a correct password) with a prefill code for that site; 429 TOO_MANY_ATTEMPTS after 5 failures per account or 100 per address in 15 minutes.',
        body: LoginBody,
        response: { 200: SignedIn, ...accountResponses, 401: ref(AccountError), 409: ref(AccountError), 429: ref(AccountError) },
      },
    },
    async (request, reply) => {
      const { site } = request;
      const now = ctx.clock();
      const login = text(request.body.username);
      const password = request.body.password;
      const tracking = trackingIdsOf(request.body);
      if (!login || !password) return invalidFields(reply, { ...(login ? {} : { username: 'REQUIRED' }), ...(password ? {} : { password: 'REQUIRED' }) });

      // This site's account first; else the same login on a sibling site (a player on the wrong skin).
      const account = accountByLogin(db, site.localCode, login) ?? accountOnOtherSite(db, site.localCode, login) ?? null;
      const key = accountKey(account?.id ?? null, login);
      if (isThrottled(db, key, request.ip, now)) {
        logLogin(db, site, 'TOO_MANY_ATTEMPTS', null, false, now, tracking);
        return tooManyAttempts(reply);
      }
      // Exactly one scrypt run whatever happened, so the time taken tells nothing either.
      const matched = account?.password_hash
        ? await verifyPassword(password, account.password_hash)
        : await verifyAgainstNothing(password, ctx.config.passwordCost);
      if (!account || !matched) {
        recordFailure(db, key, request.ip, now);
        logLogin(db, site, 'INVALID_CREDENTIALS', null, false, now, tracking);
        return invalidCredentials(reply);
      }
      clearAccountFailures(db, key);

      const home = siteByPathCode(account.site);
      const owner = home ? owningSite(home, account.country) : undefined;
      if (owner && owner.localCode !== site.localCode) {
        logLogin(db, site, 'USER_BELONGS_TO_SIBLING_SKIN', account, false, now, tracking);
        const prefillCode = issuePrefillCode(db, owner.localCode, account.username, now);
        return reply.status(409).send({ code: 'USER_BELONGS_TO_SIBLING_SKIN', sibling: { site: owner.localCode, prefillCode } });
      }
      // Owned here but stored on another site cannot be made through this API; refuse it plainly.
      if (account.site !== site.localCode) return invalidCredentials(reply);

      const answer = signedIn(ctx, site, account, handoffTarget(ctx, site, request.body, allowedOrigin(ctx.config, request.headers.origin)));
      logLogin(db, site, 'success', account, true, now, tracking);
      return answer;
    },
  );

  app.get(
    '/son-auth/prefill',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a prefill code (from a sibling-skin login) for the username, once',
        querystring: PrefillQuery,
        response: { 200: PrefillAnswer, ...accountResponses },
      },
    },
    async (request) => {
      const username = consumePrefillCode(db, request.site.localCode, request.query.code, ctx.clock());
      if (username === null) throw notFound('no such prefill code (unknown, used or expired)', 'code');
      return { username };
    },
  );
};
