import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { LRUCache } from 'lru-cache';
import type { WebpOptions } from 'sharp';
import { stmt } from '../db/database.ts';
import { svgToWebp } from '../media/render.ts';
import { editorialSvg, gameThumbnailSvg, paymentLogoSvg, paymentPictogramSvg } from '../media/svg-art.ts';
import { EDITORIAL_KINDS, editorialCatalogue, IMAGE_NAME } from '../repo/editorial-images.ts';
import { ErrorBody, ref } from '../schemas/common.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';

/*
 * Generated art is served as WebP, never as SVG: browsers lay out and rasterise an SVG image on
 * the page's main thread, while raster images decode off it. The old `.svg` URLs are gone (a
 * `.svg` file name is now a 400 like any other malformed one): nothing the platform hands out
 * points at them, and answering them with SVG would keep the main-thread cost alive.
 */

const FILE = Type.String({ pattern: `^${IMAGE_NAME}\\.webp$`, maxLength: 140 });
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Encoder settings per kind (measured over the seed): lossy q70 keeps a 400x300 thumbnail at
 * 2.3–5.9 KB (median 3.5) and 1200x630 editorial art at 3.5–6.1 KB (median 4.7); the 160x48
 * logos are small text on a transparent background, where lossless is no larger than lossy
 * (0.6–1.8 KB, median 1.1) and keeps the wordmark's edges clean.
 */
const PICTURE: WebpOptions = { quality: 70, alphaQuality: 80, effort: 4 };
const LOGO: WebpOptions = { lossless: true, effort: 4 };

/**
 * Rendered bytes are kept in memory (an LRU per server), not in the database like banner_media:
 * a table filled by GET requests would keep the art of every past seed, while the LRU is capped.
 * The key is a hash of the SVG source and the encoder settings, so a reseed that renames a game
 * gets new art without any invalidation. Only names the content holds are drawn (an unknown
 * game, payment key or editorial name is a 404 before any work), so the renders are bounded by
 * the content: the whole seeded set (~500 images, ~1.8 MB) fits well within the bounds, and each
 * image costs one render of 5–50 ms per process; the CDN and browsers keep the immutable answers.
 */
const CACHE_LIMITS = { max: 4000, maxSize: 32 * 1024 * 1024 };

const webpResponse = {
  200: { description: 'WebP image', content: { 'image/webp': { schema: { type: 'string', contentEncoding: 'binary' } } } },
  304: { description: 'Not modified (If-None-Match)', type: 'null' },
  400: ref(ErrorBody),
  404: ref(ErrorBody),
};

/** If-None-Match holds `*` or a list of (possibly weak) tags. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export const imageRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const inCatalogue = editorialCatalogue(ctx.db);
  // fetch() renders a missing key once, whoever asks meanwhile, and keeps no failed render.
  const cache = new LRUCache<string, Buffer, { svg: string; options: WebpOptions }>({
    ...CACHE_LIMITS,
    sizeCalculation: (bytes) => bytes.length,
    fetchMethod: async (_key, _stale, { context }) => (await svgToWebp(context.svg, context.options)).bytes,
  });

  /**
   * The ETag comes from the source, not the bytes, so a revalidation (If-None-Match) is answered
   * 304 without rendering, also right after a restart.
   */
  const sendWebp = async (request: FastifyRequest, reply: FastifyReply, svg: string, options: WebpOptions) => {
    const key = createHash('sha1').update(JSON.stringify(options)).update('\n').update(svg).digest('base64url');
    const etag = `"${key}"`;
    reply
      // Generated art changes only with the seed (and then its URL's ETag); the CDN keeps it a year.
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'cross-origin');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const bytes = await cache.fetch(key, { context: { svg, options } });
    if (!bytes) throw new Error(`image ${request.url} rendered nothing`);
    return reply.type('image/webp').send(bytes);
  };

  app.get(
    '/games/:file',
    {
      schema: { tags: ['images'], summary: 'Game thumbnail {slug}.webp (400x300)', params: Type.Object({ file: FILE }), response: webpResponse },
    },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.webp$/, '');
      const game = stmt(ctx.db, 'SELECT name, category FROM games WHERE slug = ?').get(slug) as { name: string; category: string } | undefined;
      if (!game) throw notFound(`no game '${slug}'`, 'file');
      return sendWebp(request, reply, gameThumbnailSvg(game.name, game.category), PICTURE);
    },
  );

  app.get(
    '/payments/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Payment logo {key}-light.webp / {key}-dark.webp (160x48)',
        params: Type.Object({ file: FILE }),
        response: webpResponse,
      },
    },
    async (request, reply) => {
      const match = /^(.+)-(light|dark)\.webp$/.exec(request.params.file);
      const names = match ? (stmt(ctx.db, 'SELECT DISTINCT name FROM payment_options WHERE key = ?').all(match[1]) as { name: string }[]) : [];
      if (!match || names.length === 0) throw notFound(`no payment logo '${request.params.file}'`, 'file');
      const variant = match[2] as 'light' | 'dark';
      // A brand has one name everywhere; a method named per language (Debitkarte, Betalingskort) gets a logo without words.
      const svg = names.length === 1 ? paymentLogoSvg(names[0]!.name, variant) : paymentPictogramSvg(match[1]!, variant);
      return sendWebp(request, reply, svg, LOGO);
    },
  );

  app.get(
    '/:kind/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Editorial art {name}.webp (1200x630) for promotions, blog, features, locations; a name no content uses is a 404',
        params: Type.Object({ kind: Type.Union(EDITORIAL_KINDS.map((kind) => Type.Literal(kind))), file: FILE }),
        response: webpResponse,
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const name = file.replace(/\.webp$/, '');
      if (!inCatalogue(kind, name)) throw notFound(`no ${kind} image '${file}'`, 'file');
      // The art is seeded by the old `{kind}/{name}.svg` key, so every image looks as it did as SVG.
      return sendWebp(request, reply, editorialSvg(`${kind}/${name}.svg`), PICTURE);
    },
  );
};
