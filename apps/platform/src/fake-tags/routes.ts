import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody, ref } from '../schemas/common.ts';
import { AdminHeaders } from '../schemas/services.ts';
import { requireAdmin } from '../server/admin.ts';
import type { PlatformContext } from '../server/context.ts';
import { badRequest, notFound } from '../server/errors.ts';
import { createFakeTagHits, isFakeTagVendor, parseBeacon } from './fake-tag-hits.ts';
import { fakeTagScript } from './fake-tag-scripts.ts';

const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const FakeTagHit = Type.Object({
  vendor: Type.String(),
  kind: Type.String(),
  args: Type.Array(Type.Unknown()),
  id: Type.String(),
  page: Type.String(),
  origin: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});

/**
 * Fake third-party tags (fake-tag-scripts.ts) and their collector: what `SITE_TAGS_ORIGIN`
 * points the sites' tags at, so nothing at run time reaches a vendor. Hits are kept in memory
 * and read back with the admin token. Test stand-ins for the vendors, not part of the platform's
 * contract: left out of openapi.yaml (schema `hide`), described in docs/tags-and-attribution.md.
 */
export const fakeTagRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const hits = createFakeTagHits();
  const now = () => ctx.clock().toISOString();

  app.get(
    '/:script',
    {
      schema: {
        hide: true,
        tags: ['fake-tags'],
        summary: "A fake vendor loader, '{vendor}.js'",
        params: Type.Object({ script: Type.String({ maxLength: 40 }) }),
      },
    },
    async (request, reply) => {
      const vendor = request.params.script.replace(/\.js$/, '');
      if (!request.params.script.endsWith('.js') || !isFakeTagVendor(vendor)) throw notFound('no such fake tag');
      return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(fakeTagScript(vendor));
    },
  );

  app.get(
    '/:vendor/*',
    {
      schema: {
        hide: true,
        tags: ['fake-tags'],
        summary: "A fake tag's pixel or frame request: recorded, answered with a 1x1 GIF or an empty page",
        params: Type.Object({ vendor: Type.String({ maxLength: 40 }), '*': Type.String() }),
      },
    },
    async (request, reply) => {
      const { vendor } = request.params;
      if (!isFakeTagVendor(vendor)) throw notFound('no such fake tag');
      const url = new URL(request.url, 'http://fake.invalid');
      hits.add({
        vendor,
        kind: `request:${request.params['*'].slice(0, 40)}`,
        args: [Object.fromEntries(url.searchParams)],
        id: url.searchParams.get('id') ?? url.searchParams.get('adv') ?? '',
        page: String(request.headers.referer ?? '').slice(0, 2000),
        origin: request.headers.origin ?? null,
        at: now(),
      });
      reply.header('cache-control', 'no-store');
      if (request.headers['sec-fetch-dest'] === 'iframe') return reply.type('text/html; charset=utf-8').send('<!DOCTYPE html><title>fake tag frame</title>');
      return reply.type('image/gif').send(PIXEL_GIF);
    },
  );

  app.post(
    '/hits',
    {
      schema: {
        hide: true,
        tags: ['fake-tags'],
        summary: "A fake tag's beacon (text/plain JSON, as navigator.sendBeacon sends it)",
        response: { 204: Type.Null(), 400: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const beacon = parseBeacon(request.body);
      if (!beacon) throw badRequest('not a fake tag beacon');
      hits.add({ ...beacon, origin: request.headers.origin ?? null, at: now() });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/hits',
    {
      schema: {
        hide: true,
        tags: ['fake-tags'],
        summary: 'What the fake tags recorded, oldest first',
        security: [{ adminToken: [] }],
        headers: AdminHeaders,
        querystring: Type.Object({ vendor: Type.Optional(Type.String({ maxLength: 40 })), page: Type.Optional(Type.String({ maxLength: 2000 })) }),
        response: { 200: Type.Object({ hits: Type.Array(FakeTagHit) }), 401: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      requireAdmin(request, ctx.config.adminToken);
      reply.header('cache-control', 'no-store');
      return { hits: hits.list(request.query) };
    },
  );

  app.delete(
    '/hits',
    {
      schema: {
        hide: true,
        tags: ['fake-tags'],
        summary: 'Forget every recorded hit',
        security: [{ adminToken: [] }],
        headers: AdminHeaders,
        response: { 204: Type.Null(), 401: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      requireAdmin(request, ctx.config.adminToken);
      hits.clear();
      return reply.code(204).send(null);
    },
  );
};
