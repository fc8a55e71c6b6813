import { Type } from '@sinclair/typebox';
import { TRACKING_ID_PATTERN } from '../tracking/schemas.ts';
import { Culture, ErrorBody, Nullable, ref } from './common.ts';

/**
 * Account back end schemas (src/accounts/API.md). Bodies are described here for the document;
 * the routes check the fields themselves so that a form gets every field error at once
 * (`INVALID_FIELDS`), hence the loose string bounds.
 */
const Str = (description: string, maxLength = 200) => Type.String({ maxLength, description });

export const AccountError = Type.Object(
  {
    code: Type.String({
      description:
        'INVALID_FIELDS, INVALID_CREDENTIALS, USER_BELONGS_TO_SIBLING_SKIN, TOO_MANY_ATTEMPTS, INVALID_RESET_CODE, UNAUTHORIZED, FORBIDDEN_ORIGIN, UNSUPPORTED_MEDIA_TYPE',
    }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Field → REQUIRED, INVALID, TOO_SHORT, TOO_LONG, TOO_YOUNG, WEAK_PASSWORD, USERNAME_TAKEN or MISMATCH',
      }),
    ),
    parameter: Type.Optional(Type.String({ description: 'The first field at fault (as every 400 of the platform names one)' })),
    sibling: Type.Optional(
      Type.Object({
        site: Type.String({ description: 'Brand code of the site that owns the player (MCUK)' }),
        prefillCode: Type.Optional(Type.String({ description: 'Single-use code for GET son-auth/prefill on that site (login only)' })),
      }),
    ),
  },
  { $id: 'AccountError', description: 'Error of the account back end' },
);

export const PlayerResult = Type.Object(
  {
    segment: Type.Union([Type.Literal(-1), Type.Literal(0), Type.Literal(1)], { description: '0 lead, 1 real' }),
    username: Type.String(),
    loginname: Type.String(),
    userExternalId: Type.String({ description: 'Opaque, random id of the player for other systems' }),
    sonLangCode: Type.String({ description: "The player's language code" }),
    notOntario: Type.Boolean({ description: 'Canadian address outside Ontario' }),
    platformAddress: Type.String({ description: '{platform}/play/{site}/?code={handoff}[&dl=…][&prid=…]; the code is single use, 60 s' }),
  },
  { $id: 'PlayerResult', description: 'PlayerResult of @mc/account-protocol' },
);

const Session = Type.String({ description: 'Bearer token of the widget session (30 minutes); keep in memory only' });
export const SignedIn = Type.Object({ player: ref(PlayerResult), session: Session });
export const Registered = Type.Object({
  process: Type.Integer({ description: '1 new account; 7 existing account, email and password matched: continues as a login' }),
  player: ref(PlayerResult),
  session: Session,
});
export const PayNPlayAnswer = Type.Object({ process: Type.Literal(1), created: Type.Boolean(), player: ref(PlayerResult), session: Session });

const Deeplink = {
  deeplink: Type.Optional(Str('Platform path /games/{slug}/ (optionally ?mode=demo) of a game of the site; anything else is dropped', 300)),
  deeplinkPrId: Type.Optional(Str('Promotion id passed on with the deeplink', 64)),
};

const TrackingId = (description: string) => Type.Optional(Type.String({ pattern: TRACKING_ID_PATTERN, description }));
/** The page's tracking ids of the visit, for the login and registration records (prime tracking). */
const TrackingIds = {
  usguid: TrackingId('The visit’s session id (usguid) of the page’s tracking'),
  flowId: TrackingId('The funnel flow id of the page’s tracking'),
};

export const LoginBody = Type.Object({
  culture: Type.Optional(Culture),
  username: Str('Username or email'),
  password: Str('Password', 1000),
  ...Deeplink,
  ...TrackingIds,
});

export const RegisterBody = Type.Object({
  culture: Type.Optional(Culture),
  username: Str('3 to 20 of A-Z, a-z, 0-9, _', 100),
  email: Str('Email', 300),
  password: Str('At least 10 characters with letters and digits', 1000),
  firstName: Str('First name'),
  lastName: Str('Last name'),
  dateOfBirth: Str('YYYY-MM-DD; 18 or older (19 in Canada outside Quebec)', 20),
  gender: Type.Optional(Str('male, female or other (M, F, X accepted)', 20)),
  mobile: Type.Optional(Str('Phone number', 40)),
  address: Str('Street address'),
  city: Str('City'),
  postcode: Str('Postcode', 40),
  country: Str('ISO 3166-1 alpha-2; another site\u2019s market is a 409', 10),
  province: Type.Optional(Str('Province or state (required in Canada): ON, QC, …', 10)),
  consents: Type.Object({
    terms: Type.Boolean(),
    adult: Type.Boolean(),
    promoEmail: Type.Optional(Type.Boolean()),
    promoSms: Type.Optional(Type.Boolean()),
    promoPhone: Type.Optional(Type.Boolean()),
    promoPost: Type.Optional(Type.Boolean()),
  }),
  depositLimit: Type.Optional(
    Nullable(
      Type.Object({ period: Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('monthly')]), amount: Type.Integer({ minimum: 1 }) }),
    ),
  ),
  aname: Type.Optional(Str('Campaign attribution', 100)),
  bt: Type.Optional(Str('Banner-tracking code', 100)),
  ...Deeplink,
  ...TrackingIds,
});

export const ForgotBody = Type.Object({ culture: Type.Optional(Culture), login: Str('Username or email') });
export const ResetBody = Type.Object({ code: Str('Code of the reset link', 100), password: Str('New password', 1000) });
export const PayNPlayBody = Type.Object({
  culture: Type.Optional(Culture),
  personalNumber: Str('Swedish personnummer: YYMMDD-NNNC, YYMMDD+NNNC or YYYYMMDDNNNC (Luhn check digit, adult)', 20),
  amount: Type.Number({ description: 'First deposit (simulated)' }),
  ...Deeplink,
  ...TrackingIds,
});
export const PrefillQuery = Type.Object({ code: Type.String({ maxLength: 100 }) });
export const PrefillAnswer = Type.Object({ username: Type.String() });
export const HandoffBody = Type.Object({ ...Deeplink });
export const HandoffAnswer = Type.Object({ platformAddress: Type.String() });
export const FeedbackBody = Type.Object({
  culture: Type.Optional(Culture),
  kind: Type.Union([Type.Literal('feedback'), Type.Literal('feedback-login'), Type.Literal('feedback-register')]),
  message: Str('1 to 2000 characters', 5000),
  email: Type.Optional(Str('Reply address', 300)),
});
export const FeedbackAnswer = Type.Object({ id: Type.Integer() });

const Limit = Nullable(Type.Integer({ minimum: 1, description: 'Whole units of the currency; null = no limit' }));
export const DepositLimitsBody = Type.Object({ daily: Limit, weekly: Limit, monthly: Limit });
export const DepositLimits = Type.Object({ currency: Type.String(), daily: Limit, weekly: Limit, monthly: Limit });

export const BearerHeaders = Type.Object({ authorization: Type.Optional(Type.String({ description: 'Bearer {session}' })) });

export const OutboxAnswer = Type.Object({
  messages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      site: Type.String(),
      kind: Type.String({ description: 'password-reset or registration-attempt' }),
      recipient: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
});

/** 400: a field problem (AccountError) or a malformed request (Error). */
export const accountBadRequest = Type.Union([ref(AccountError), ref(ErrorBody)]);
/** 403: a foreign Origin (AccountError from the account guard, Error when it sent a token header). */
export const accountResponses = {
  400: accountBadRequest,
  403: Type.Union([ref(AccountError), ref(ErrorBody)]),
  404: ref(ErrorBody),
  415: ref(AccountError),
} as const;
