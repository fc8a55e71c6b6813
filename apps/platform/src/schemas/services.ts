import { Type } from '@sinclair/typebox';
import { IsoDateTime, Nullable } from './common.ts';

export const RESTRICTIONS = ['blocked', 'fullyblocked', 'blockedwithlogin', 'accountblocked', 'playblocked', 'registerblocked'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

const BrandCode = Type.String({ pattern: '^[A-Za-z]{2,8}$', description: 'Brand local code: MC, MCDE, MCUK, MCDK, MCSE, MCES (case-insensitive)' });

export const GeoQuery = Type.Object({ brand_code: BrandCode, 'no-cache': Type.Optional(Type.String({ maxLength: 16 })) });
export const GeoParams = Type.Object({
  country: Type.String({ pattern: '^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$', description: 'Emulated country ISO 3166-1 alpha-2 (GB), or a region code (CA-ON)' }),
});

export const GeoInfo = Type.Object({
  country: Type.Object({
    iso2: Type.String(),
    name: Type.String(),
    prime_culture: Type.String(),
    prime_currency: Type.String(),
    native_culture: Type.String(),
    prime_lang: Type.String(),
    native_lang: Type.String(),
  }),
  region: Nullable(
    Type.Object({ name: Type.String(), prime_culture: Type.String(), native_culture: Type.String(), prime_lang: Type.String(), native_lang: Type.String() }),
  ),
  restriction: Nullable(Type.Union(RESTRICTIONS.map((value) => Type.Literal(value)))),
  restriction_level: Nullable(Type.Union([Type.Literal('country'), Type.Literal('region')])),
});

export const CurrencyParams = Type.Object({ iso: Type.String({ pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code' }) });
export const CurrencyRate = Type.Object({ iso: Type.String(), rate: Type.Number({ description: 'Units of this currency per 1 EUR' }) });

export const UserContextQuery = Type.Object({
  brand_code: BrandCode,
  page_culture: Type.Optional(Type.String({ pattern: '^[a-z]{2}(-[A-Za-z]{2,3})?$', description: 'Culture of the page (en-ROW is sent as en)' })),
  user_country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  'no-cache': Type.Optional(Type.String({ maxLength: 16 })),
});
export const UserContext = Type.Object({
  skinName: Type.String(),
  license: Type.String({ description: 'Licensing authority of the brand in this market' }),
  country: Type.String({ description: "Brand's default country" }),
  userCountry: Type.String(),
  code: Type.String({ description: 'Brand code' }),
  localCode: Type.String({ description: 'Local code the culture reports (MCDK for da)' }),
  apiCode: Type.String(),
  culture: Type.String(),
  skillCulture: Type.String({ description: 'Locale the back end knows (en-ROW for en)' }),
  platformUnderMaintenance: Type.Boolean(),
});

export const Maintenance = Type.Object({ underMaintenance: Type.Boolean() });
export const AdminHeaders = Type.Object({ 'x-admin-token': Type.Optional(Type.String({ description: 'Must equal PLATFORM_ADMIN_TOKEN' })) });

const shortText = (max: number) => Type.Optional(Type.String({ maxLength: max }));
export const LogBody = Type.Object({
  log: Type.Object({
    Number: Type.Union([Type.Literal(900), Type.Literal(800), Type.Literal(1000)], { description: 'Log number of the spec: 900, 800 or 1000' }),
    Message: Type.String({ maxLength: 10000 }),
    AdditionalData: Type.Optional(Type.Unknown({ description: 'Any JSON value; stored as JSON text' })),
  }),
  app: Type.Object({ Name: shortText(200), Domain: shortText(300), Url: shortText(2048), Referral: shortText(2048) }),
  user: Type.Object({ Cookies: shortText(8192), UserAgent: shortText(1024) }),
});
export const LogLevelParams = Type.Object({ level: Type.Union([Type.Literal('LogInfo'), Type.Literal('LogWarn'), Type.Literal('LogError')]) });
export const LogAccepted = Type.Object({ id: Type.Integer() });

export const LogEntry = Type.Object({
  id: Type.Integer(),
  level: Type.Union([Type.Literal('info'), Type.Literal('warn'), Type.Literal('error')]),
  number: Type.Integer(),
  message: Type.String(),
  additionalData: Type.Unknown(),
  app: Type.Record(Type.String(), Type.String()),
  user: Type.Record(Type.String(), Type.String()),
  createdAt: IsoDateTime,
});
export const LogEntriesQuery = Type.Object({
  since: Type.Optional(Type.Integer({ minimum: 0, description: 'Only entries with id greater than this' })),
  level: Type.Optional(Type.Union([Type.Literal('info'), Type.Literal('warn'), Type.Literal('error')])),
});
export const LogEntries = Type.Object({ entries: Type.Array(LogEntry), lastId: Type.Integer() });
