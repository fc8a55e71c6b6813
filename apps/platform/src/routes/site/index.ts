import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from '../../accounts/routes.ts';
import { cultureOf, siteByPathCode } from '../../lib/markets.ts';
import type { PlatformContext } from '../../server/context.ts';
import { notFound } from '../../server/errors.ts';
import { bannerMediaRoutes } from './banner-media.ts';
import { bannerRoutes } from './banners.ts';
import { blogRoutes } from './blog.ts';
import { cmsRoutes } from './cms.ts';
import { feedRoutes } from './feeds.ts';
import { gameRoutes } from './games.ts';
import { paymentRoutes } from './payments.ts';
import { playerRoutes } from './player.ts';
import { promotionRoutes } from './promotions.ts';
import { widgetRoutes } from '../../widget/widget-route.ts';

/**
 * Everything under `/sites/{site}/`: the site is resolved before validation (unknown → 404),
 * the culture after it (a culture the site does not serve → 404; absent → the site's default).
 */
export const siteRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  app.decorateRequest('site', null as never);
  app.decorateRequest('culture', null as never);
  app.addHook('onRequest', async (request) => {
    const code = (request.params as { site?: string }).site ?? '';
    const site = siteByPathCode(code);
    if (!site) throw notFound(`unknown site '${code}'`, 'site');
    request.site = site;
  });
  app.addHook('preHandler', async (request) => {
    const query = request.query as { culture?: unknown } | undefined;
    const body = request.body as { culture?: unknown } | undefined;
    const requested = typeof query?.culture === 'string' ? query.culture : typeof body?.culture === 'string' ? body.culture : undefined;
    const site = request.site;
    const culture = requested === undefined ? site.cultures[0] : cultureOf(site, requested);
    if (!culture) throw notFound(`culture '${requested}' is not served by site ${site.localCode}`, 'culture');
    request.culture = culture;
  });

  for (const plugin of [
    gameRoutes,
    feedRoutes,
    paymentRoutes,
    promotionRoutes,
    cmsRoutes,
    bannerRoutes,
    bannerMediaRoutes,
    blogRoutes,
    playerRoutes,
    widgetRoutes,
    accountRoutes,
  ]) {
    await app.register(plugin, { ctx });
  }
};
