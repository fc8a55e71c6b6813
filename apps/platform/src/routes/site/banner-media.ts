import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { stmt } from '../../db/database.ts';
import { hashString } from '../../lib/prng.ts';
import { bannerSize, bannerSvg, type Device, type Layer } from '../../media/banner-art.ts';
import { svgToWebp } from '../../media/render.ts';
import { BANNER_SECTIONS, GAME_PAGE_SECTION } from '../../media/sections.ts';
import { Culture, ErrorBody, ref, SiteParams, Slug } from '../../schemas/common.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
interface MediaRow {
  mime: string;
  bytes: Buffer;
  etag: string;
}

/** The stored variant name for a request: section art, the game-page heights, or per-game art. */
function variantOf(section: string, device: Device, layer: Layer, culture: string | undefined, gameSlug: string | undefined): string {
  const gamePage = section === GAME_PAGE_SECTION;
  const { height } = bannerSize(device, layer, gamePage, culture);
  const base = gamePage && device === 'mobile' && layer === 'fg' ? `h${height}` : 'default';
  return gameSlug ? `game:${gameSlug}:${base}` : base;
}

export const bannerMediaRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const find = (section: string, device: string, layer: string, variant: string) =>
    stmt(db, 'SELECT mime, bytes, etag FROM banner_media WHERE section = ? AND device = ? AND layer = ? AND variant = ?').get(
      section,
      device,
      layer,
      variant,
    ) as MediaRow | undefined;

  app.get(
    '/v1/banners/media',
    {
      schema: {
        tags: ['banners'],
        summary: 'Banner image (WebP) at the spec sizes',
        description:
          'desktop bg 1920x472, desktop fg 1920x292, mobile bg 750x360, mobile fg 750x360; on sectionCode game-page the mobile fg is 750x145 (750x210 for sv and de-DE). gameSlug gives per-game art (generated on first use). ver, bt and r are cache keys only. Cache-Control: one year, immutable.',
        params: SiteParams,
        querystring: Type.Object({
          device: Type.Union([Type.Literal('desktop'), Type.Literal('mobile')]),
          culture: Type.Optional(Culture),
          sectionCode: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
          layer: Type.Union([Type.Literal('bg'), Type.Literal('fg')]),
          ver: Type.Optional(Type.String({ maxLength: 32 })),
          bt: Type.Optional(Type.String({ maxLength: 64 })),
          r: Type.Optional(Type.String({ maxLength: 64 })),
          gameSlug: Type.Optional(Slug),
        }),
        response: {
          200: { description: 'WebP image', content: { 'image/webp': { schema: { type: 'string', contentEncoding: 'binary' } } } },
          304: { description: 'Not modified (If-None-Match)', type: 'null' },
          400: ref(ErrorBody),
          404: ref(ErrorBody),
        },
      },
    },
    async (request, reply) => {
      const { device, layer, sectionCode, gameSlug } = request.query;
      const culture = request.culture.code;
      const palette = BANNER_SECTIONS[sectionCode];
      if (!palette) throw notFound(`unknown sectionCode '${sectionCode}'`, 'sectionCode');
      const variant = variantOf(sectionCode, device, layer, culture, gameSlug);
      let media = find(sectionCode, device, layer, variant);
      if (!media && gameSlug) {
        const game = stmt(db, 'SELECT id FROM games WHERE slug = ? AND published = 1').get(gameSlug);
        if (!game) throw notFound(`no game '${gameSlug}'`, 'gameSlug');
        const { width, height } = bannerSize(device, layer, sectionCode === GAME_PAGE_SECTION, culture);
        const rendered = await svgToWebp(bannerSvg(width, height, layer, palette, hashString(`${gameSlug}:${layer}`)));
        stmt(db, 'INSERT OR IGNORE INTO banner_media (section, device, layer, variant, mime, bytes, etag) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          sectionCode,
          device,
          layer,
          variant,
          'image/webp',
          rendered.bytes,
          rendered.etag,
        );
        media = { mime: 'image/webp', ...rendered };
      }
      if (!media) throw notFound(`no ${device} ${layer} art for '${sectionCode}'`, 'sectionCode');
      reply.header('cache-control', IMMUTABLE).header('etag', media.etag).header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === media.etag) return reply.status(304).send();
      return reply.type(media.mime).send(media.bytes);
    },
  );
};
