import { Type } from '@sinclair/typebox';
import { IsoDateTime } from '../schemas/common.ts';

const Code = (description: string) => Type.String({ pattern: '^[A-Za-z0-9_.:/-]{1,200}$', description });
/** A tracking id of the visit (uguid, usguid, flow id…): also what the account back end takes for its records. */
export const TRACKING_ID_PATTERN = '^[A-Za-z0-9_.:-]{1,128}$';
const Id = Type.Union([Type.String({ pattern: TRACKING_ID_PATTERN }), Type.Null()]);

export const TrackingInfo = Type.Object(
  { arCode: Id, uguid: Id, usguid: Id, ustd: Id, utv: Id, flowId: Id },
  { description: 'Tracking identifiers of the visit (spec/shell.md section 3)' },
);

export const TrackingSessionQuery = Type.Object({ brand: Type.String({ pattern: '^[A-Z]{2,6}$', description: 'Brand code (MC, MCDK, …)' }) });

const Data = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);
const ClientAt = Type.Integer({ minimum: 0, description: 'Milliseconds since the epoch, the browser clock' });

export const TrackingRecord = Type.Union([
  Type.Object({
    type: Type.Literal('visit'),
    init: Type.Boolean({ description: 'The visit tracking initialised with' }),
    pageCode: Code('Page code: the route page code with parameter values, 404 for a missing page'),
    path: Type.String({ maxLength: 2000 }),
    at: ClientAt,
  }),
  Type.Object({
    type: Type.Literal('event'),
    group: Type.Union(['cta', 'journey', 'log', 'user', 'abpoint'].map((group) => Type.Literal(group))),
    event: Type.String({ pattern: '^[a-z_-]{1,40}$' }),
    data: Data,
    pageCode: Code('Page code of the page the event happened on'),
    at: ClientAt,
  }),
]);

export const TrackingBatch = Type.Object({
  brand: Type.String({ pattern: '^[A-Z]{2,6}$', description: "The culture's brand code: MCDK for Danish" }),
  site: Type.String({ pattern: '^[A-Z]{2,6}$' }),
  culture: Type.String({ pattern: '^[A-Za-z-]{2,10}$' }),
  viewVersion: Type.String({ pattern: '^[0-9A-Z]{1,4}$', description: "View version, '1A'" }),
  info: Type.Union([TrackingInfo, Type.Null()]),
  records: Type.Array(TrackingRecord, { minItems: 1, maxItems: 100 }),
});

export const TrackingAccepted = Type.Object({ accepted: Type.Integer() });

export const TrackingEventsQuery = Type.Object({
  since: Type.Optional(Type.Integer({ minimum: 0, description: 'Only records with id greater than this' })),
  brand: Type.Optional(Type.String({ pattern: '^[A-Z]{2,6}$' })),
  type: Type.Optional(Type.Union([Type.Literal('visit'), Type.Literal('event')])),
});

export const TrackingEvent = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  site: Type.String(),
  culture: Type.String(),
  viewVersion: Type.String(),
  type: Type.Union([Type.Literal('visit'), Type.Literal('event')]),
  init: Type.Boolean(),
  group: Type.Union([Type.String(), Type.Null()]),
  event: Type.Union([Type.String(), Type.Null()]),
  pageCode: Type.String(),
  path: Type.Union([Type.String(), Type.Null()]),
  data: Type.Unknown(),
  info: Type.Unknown(),
  clientAt: Type.Integer(),
  receivedAt: IsoDateTime,
});

export const TrackingEvents = Type.Object({ events: Type.Array(TrackingEvent), lastId: Type.Integer() });
