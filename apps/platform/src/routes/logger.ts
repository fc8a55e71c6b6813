import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stmt } from '../db/database.ts';
import { ErrorBody, ref } from '../schemas/common.ts';
import { AdminHeaders, LogAccepted, LogBody, LogEntries, LogEntriesQuery, LogLevelParams } from '../schemas/services.ts';
import { requireAdmin } from '../server/admin.ts';
import type { PlatformContext } from '../server/context.ts';

const LEVELS = { LogInfo: 'info', LogWarn: 'warn', LogError: 'error' } as const;
/** Entries kept; older ones are pruned so a chatty client cannot grow the file without bound. */
const MAX_ENTRIES = 50_000;

interface EntryRow {
  id: number;
  level: 'info' | 'warn' | 'error';
  number: number;
  message: string;
  additional_data: string | null;
  app: string;
  user: string;
  created_at: string;
}

export const loggerRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.post(
    '/:level',
    {
      schema: {
        tags: ['logger'],
        summary: 'Store a front-end log entry (LogInfo, LogWarn, LogError)',
        params: LogLevelParams,
        body: LogBody,
        response: { 201: LogAccepted, 400: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const { log, app: appInfo, user } = request.body;
      const result = stmt(ctx.db, 'INSERT INTO log_entries (level, number, message, additional_data, app, user, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        LEVELS[request.params.level],
        log.Number,
        log.Message,
        log.AdditionalData === undefined ? null : JSON.stringify(log.AdditionalData),
        JSON.stringify(appInfo),
        JSON.stringify(user),
        new Date().toISOString(),
      );
      const id = Number(result.lastInsertRowid);
      if (id % 1000 === 0) stmt(ctx.db, 'DELETE FROM log_entries WHERE id <= ?').run(id - MAX_ENTRIES);
      request.log.info({ frontEndLog: { level: LEVELS[request.params.level], message: log.Message.slice(0, 200) } }, 'front-end log entry');
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/entries',
    {
      schema: {
        tags: ['logger'],
        summary: 'Read stored entries (tests read what the web app logged)',
        security: [{ adminToken: [] }],
        headers: AdminHeaders,
        querystring: LogEntriesQuery,
        response: { 200: LogEntries, 400: ref(ErrorBody), 401: ref(ErrorBody) },
      },
    },
    async (request) => {
      requireAdmin(request, ctx.config.adminToken);
      const { since = 0, level } = request.query;
      const rows = (
        level
          ? stmt(ctx.db, 'SELECT * FROM log_entries WHERE id > ? AND level = ? ORDER BY id LIMIT 1000').all(since, level)
          : stmt(ctx.db, 'SELECT * FROM log_entries WHERE id > ? ORDER BY id LIMIT 1000').all(since)
      ) as EntryRow[];
      const last = stmt(ctx.db, 'SELECT max(id) AS id FROM log_entries').get() as { id: number | null };
      return {
        entries: rows.map((row) => ({
          id: row.id,
          level: row.level,
          number: row.number,
          message: row.message,
          additionalData: row.additional_data === null ? null : (JSON.parse(row.additional_data) as unknown),
          app: JSON.parse(row.app) as Record<string, string>,
          user: JSON.parse(row.user) as Record<string, string>,
          createdAt: row.created_at,
        })),
        lastId: last.id ?? 0,
      };
    },
  );
};
