import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stmt } from '../db/database.ts';
import { ErrorBody, ref } from '../schemas/common.ts';
import { AdminHeaders } from '../schemas/services.ts';
import { requireAdmin } from '../server/admin.ts';
import type { PlatformContext } from '../server/context.ts';
import { TrackingAccepted, TrackingBatch, TrackingEvents, TrackingEventsQuery, TrackingInfo, TrackingSessionQuery } from './schemas.ts';
import { freshTrackingInfo } from './tracking-info.ts';

/** Records kept; older ones are pruned so a chatty page cannot grow the file without bound. */
const MAX_RECORDS = 100_000;

interface Row {
  id: number;
  brand: string;
  site: string;
  culture: string;
  view_version: string;
  type: 'visit' | 'event';
  init: number;
  grp: string | null;
  event: string | null;
  page_code: string;
  path: string | null;
  data: string | null;
  info: string | null;
  client_at: number;
  received_at: string;
}

/**
 * The tracking service (docs/tracking.md): fresh identifiers for the same-origin tracking frame,
 * the collector the pages send their visits and events to (after tracking consent), and an
 * admin read to watch them arrive.
 */
export const trackingRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['tracking'],
        summary: "Fresh tracking identifiers for a visit (the tracking frame's ready message)",
        querystring: TrackingSessionQuery,
        response: { 200: TrackingInfo, 400: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return freshTrackingInfo(request.query.brand, ctx.clock());
    },
  );

  app.post(
    '/events',
    {
      schema: {
        tags: ['tracking'],
        summary: "Collect a page's batch of visits and tracking-function events",
        body: TrackingBatch,
        response: { 201: TrackingAccepted, 400: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const { brand, site, culture, viewVersion, info, records } = request.body;
      const insert = stmt(
        ctx.db,
        'INSERT INTO tracking_events (brand, site, culture, view_version, type, init, grp, event, page_code, path, data, info, client_at, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const receivedAt = ctx.clock().toISOString();
      const infoJson = info ? JSON.stringify(info) : null;
      let lastId = 0;
      ctx.db.transaction(() => {
        for (const record of records) {
          const event = record.type === 'event' ? record : null;
          const result = insert.run(
            brand,
            site,
            culture,
            viewVersion,
            record.type,
            record.type === 'visit' && record.init ? 1 : 0,
            event?.group ?? null,
            event?.event ?? null,
            record.pageCode,
            record.type === 'visit' ? record.path : null,
            event?.data ? JSON.stringify(event.data) : null,
            infoJson,
            record.at,
            receivedAt,
          );
          lastId = Number(result.lastInsertRowid);
        }
      })();
      if (Math.floor(lastId / 1000) !== Math.floor((lastId - records.length) / 1000))
        stmt(ctx.db, 'DELETE FROM tracking_events WHERE id <= ?').run(lastId - MAX_RECORDS);
      return reply.status(201).send({ accepted: records.length });
    },
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Read collected records (operators, tests; x-admin-token)',
        security: [{ adminToken: [] }],
        headers: AdminHeaders,
        querystring: TrackingEventsQuery,
        response: { 200: TrackingEvents, 400: ref(ErrorBody), 401: ref(ErrorBody) },
      },
    },
    async (request) => {
      requireAdmin(request, ctx.config.adminToken);
      const { since = 0, brand, type } = request.query;
      const rows = stmt(
        ctx.db,
        'SELECT * FROM tracking_events WHERE id > ? AND (? IS NULL OR brand = ?) AND (? IS NULL OR type = ?) ORDER BY id LIMIT 1000',
      ).all(since, brand ?? null, brand ?? null, type ?? null, type ?? null) as Row[];
      const last = stmt(ctx.db, 'SELECT max(id) AS id FROM tracking_events').get() as { id: number | null };
      return {
        events: rows.map((row) => ({
          id: row.id,
          brand: row.brand,
          site: row.site,
          culture: row.culture,
          viewVersion: row.view_version,
          type: row.type,
          init: row.init === 1,
          group: row.grp,
          event: row.event,
          pageCode: row.page_code,
          path: row.path,
          data: row.data === null ? null : (JSON.parse(row.data) as unknown),
          info: row.info === null ? null : (JSON.parse(row.info) as unknown),
          clientAt: row.client_at,
          receivedAt: row.received_at,
        })),
        lastId: last.id ?? 0,
      };
    },
  );
};
