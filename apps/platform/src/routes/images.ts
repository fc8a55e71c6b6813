import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { stmt } from '../db/database.ts';
import { editorialSvg, gameThumbnailSvg, paymentLogoSvg } from '../media/svg-art.ts';
import { ErrorBody, ref } from '../schemas/common.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';

const FILE = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.svg$', maxLength: 140 });
const EDITORIAL_KINDS = ['promotions', 'blog', 'features', 'locations'] as const;
const svgResponse = {
  200: { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
  400: ref(ErrorBody),
  404: ref(ErrorBody),
};

export const imageRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply
      .type('image/svg+xml')
      // Generated art changes only with the seed; a year is fine and the CDN keeps it.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(svg);

  app.get('/games/:file', {
    schema: { tags: ['images'], summary: 'Game thumbnail {slug}.svg (400x300)', params: Type.Object({ file: FILE }), response: svgResponse },
  }, async (request, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '');
    const game = stmt(ctx.db, 'SELECT name, category FROM games WHERE slug = ?').get(slug) as { name: string; category: string } | undefined;
    if (!game) throw notFound(`no game '${slug}'`, 'file');
    return sendSvg(reply, gameThumbnailSvg(game.name, game.category));
  });

  app.get('/payments/:file', {
    schema: { tags: ['images'], summary: 'Payment logo {key}-light.svg / {key}-dark.svg (160x48)', params: Type.Object({ file: FILE }), response: svgResponse },
  }, async (request, reply) => {
    const match = /^(.+)-(light|dark)\.svg$/.exec(request.params.file);
    const row = match ? (stmt(ctx.db, 'SELECT name FROM payment_options WHERE key = ? LIMIT 1').get(match[1]) as { name: string } | undefined) : undefined;
    if (!match || !row) throw notFound(`no payment logo '${request.params.file}'`, 'file');
    return sendSvg(reply, paymentLogoSvg(row.name, match[2] as 'light' | 'dark'));
  });

  app.get('/:kind/:file', {
    schema: {
      tags: ['images'],
      summary: 'Editorial art (1200x630) for promotions, blog, features, locations',
      params: Type.Object({ kind: Type.Union(EDITORIAL_KINDS.map((kind) => Type.Literal(kind))), file: FILE }),
      response: svgResponse,
    },
  }, async (request, reply) => sendSvg(reply, editorialSvg(`${request.params.kind}/${request.params.file}`)));
};
