import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { isUnderMaintenance, setSetting } from '../repo/settings.ts';
import { ErrorBody, ref } from '../schemas/common.ts';
import { AdminHeaders, Maintenance } from '../schemas/services.ts';
import { requireAdmin } from '../server/admin.ts';
import type { PlatformContext } from '../server/context.ts';

export const maintenanceRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      schema: { tags: ['maintenance'], summary: 'Whether the play platform is under maintenance', response: { 200: Maintenance } },
    },
    async () => ({ underMaintenance: isUnderMaintenance(ctx.db) }),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['maintenance'],
        summary: 'Switch maintenance at run time (tests, operators)',
        security: [{ adminToken: [] }],
        headers: AdminHeaders,
        body: Type.Object({ underMaintenance: Type.Boolean() }),
        response: { 200: Maintenance, 400: ref(ErrorBody), 401: ref(ErrorBody) },
      },
    },
    async (request) => {
      requireAdmin(request, ctx.config.adminToken);
      setSetting(ctx.db, 'underMaintenance', String(request.body.underMaintenance));
      return { underMaintenance: request.body.underMaintenance };
    },
  );
};
