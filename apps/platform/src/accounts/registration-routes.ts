import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { stmt } from '../db/database.ts';
import { ref } from '../schemas/common.ts';
import { AccountError, PayNPlayAnswer, PayNPlayBody, RegisterBody, Registered, accountResponses } from '../schemas/accounts.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';
import { accountByEmail, accountById, accountByPersonalNumber, createAccount, createPayNPlayAccount, usernameTaken } from './account-store.ts';
import { invalidFields } from './answers.ts';
import { logLogin, logRegistration, trackingIdsOf } from './audit-log.ts';
import { registrationAttemptMessage, sendMessage } from './outbox.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.ts';
import { ageOn, parsePersonnummer } from './personnummer.ts';
import { handoffTarget, signedIn } from './player-result.ts';
import { accountKey, clearAccountFailures, isThrottled, recordFailure } from './rate-limit.ts';
import { checkRegistration } from './registration-rules.ts';
import { siblingSiteFor, allowedOrigin, siteOriginOf } from './markets.ts';
import { keyedHash } from './tokens.ts';

export const registrationRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/son-auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register an account (segment lead)',
        description:
          '201 process 1: new account; 201 process 7: the email and password are those of an existing account (continues as a login); 202 process 2: the email is taken otherwise (a notice goes to that address); 409 USER_BELONGS_TO_SIBLING_SKIN when the country is another site\u2019s market.',
        body: RegisterBody,
        response: { 201: Registered, 202: Type.Object({ process: Type.Literal(2) }), ...accountResponses, 409: ref(AccountError) },
      },
      // Every field error at once comes from checkRegistration, not from the first schema failure.
      attachValidation: true,
    },
    async (request, reply) => {
      const { site, culture } = request;
      const now = ctx.clock();
      const checked = checkRegistration(request.body, now);
      if ('errors' in checked) return invalidFields(reply, checked.errors);
      const registration = checked.registration;
      const origin = allowedOrigin(ctx.config, request.headers.origin);
      const target = handoffTarget(ctx, site, request.body, origin);

      const sibling = siblingSiteFor(site, registration.country);
      if (sibling) return reply.status(409).send({ code: 'USER_BELONGS_TO_SIBLING_SKIN', sibling: { site: sibling.localCode } });

      const existing = accountByEmail(db, site.localCode, registration.email);
      if (existing) {
        // The same email and password: the player meant to log in. Throttled like a login, since
        // a 201 here would otherwise confirm a guessed password without limit.
        const key = accountKey(existing.id, registration.email);
        const throttled = isThrottled(db, key, request.ip, now);
        const matched =
          !throttled && existing.password_hash
            ? await verifyPassword(registration.password, existing.password_hash)
            : await verifyAgainstNothing(registration.password, ctx.config.passwordCost);
        if (matched) {
          clearAccountFailures(db, key);
          logLogin(db, site, 'success', existing, true, now, trackingIdsOf(request.body));
          return reply.status(201).send({ process: 7, ...signedIn(ctx, site, existing, target) });
        }
        if (!throttled) recordFailure(db, key, request.ip, now);
        sendMessage(
          db,
          {
            site: site.localCode,
            kind: 'registration-attempt',
            recipient: registration.email,
            ...registrationAttemptMessage(siteOriginOf(site, ctx.config, origin)),
          },
          now,
        );
        return reply.status(202).send({ process: 2 });
      }
      if (usernameTaken(db, site.localCode, registration.username)) return invalidFields(reply, { username: 'USERNAME_TAKEN' });

      const passwordHash = await hashPassword(registration.password, ctx.config.passwordCost);
      const placement = { site: site.localCode, culture: culture.code, currency: culture.currency, langCode: culture.lang };
      let id: number;
      try {
        id = db.transaction(() => {
          const created = createAccount(db, placement, registration, passwordHash, now);
          const limit = registration.depositLimit;
          if (limit)
            stmt(db, `INSERT INTO deposit_limits (account_id, ${limit.period}, updated_at) VALUES (?, ?, ?)`).run(created, limit.amount, now.toISOString());
          return created;
        })();
      } catch (error) {
        // Two registrations racing for one name: the unique index decides, the loser is told.
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return invalidFields(reply, { username: 'USERNAME_TAKEN' });
        throw error;
      }
      const account = accountById(db, id);
      if (!account) throw new Error('account vanished after insert');
      logRegistration(db, { site, culture, account, registration, payNPlay: false, tracking: trackingIdsOf(request.body) }, now);
      return reply.status(201).send({ process: 1, ...signedIn(ctx, site, account, target) });
    },
  );

  app.post(
    '/son-auth/paynplay',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Pay N Play: identify by Swedish personnummer (bank identification, simulated) and deposit; creates the account on first use',
        description: '201 created (segment real, age-verified), 200 existing account; 404 where the culture has no Pay N Play.',
        body: PayNPlayBody,
        response: { 200: PayNPlayAnswer, 201: PayNPlayAnswer, ...accountResponses },
      },
    },
    async (request, reply) => {
      const { site, culture } = request;
      if (!culture.usePnpRegistration) throw notFound(`culture ${culture.code} has no Pay N Play`, 'culture');
      const now = ctx.clock();
      const parsed = parsePersonnummer(request.body.personalNumber, now);
      const amount = request.body.amount;
      const errors = {
        ...(!parsed ? { personalNumber: 'INVALID' as const } : ageOn(parsed.dateOfBirth, now) < 18 ? { personalNumber: 'TOO_YOUNG' as const } : {}),
        ...(Number.isFinite(amount) && amount > 0 && amount <= 1_000_000 ? {} : { amount: 'INVALID' as const }),
      };
      if (!parsed || Object.keys(errors).length > 0) return invalidFields(reply, errors);

      const numberHash = keyedHash(db, 'personal-number', parsed.normalized);
      const target = handoffTarget(ctx, site, request.body, allowedOrigin(ctx.config, request.headers.origin));
      const existing = accountByPersonalNumber(db, site.localCode, numberHash);
      if (existing) {
        logLogin(db, site, 'success', existing, true, now, trackingIdsOf(request.body));
        return reply.status(200).send({ process: 1, created: false, ...signedIn(ctx, site, existing, target) });
      }
      const placement = { site: site.localCode, culture: culture.code, currency: culture.currency, langCode: culture.lang };
      const account = accountById(db, createPayNPlayAccount(db, placement, numberHash, parsed.dateOfBirth, culture.defaultCountry, now));
      if (!account) throw new Error('account vanished after insert');
      logRegistration(db, { site, culture, account, registration: null, payNPlay: true, tracking: trackingIdsOf(request.body) }, now);
      return reply.status(201).send({ process: 1, created: true, ...signedIn(ctx, site, account, target) });
    },
  );
};
