import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Culture, Site } from '@mc/sites/site-schema';
import { cultureOf, SITES } from '../lib/markets.ts';
import { SiteParams } from '../schemas/common.ts';
import type { PlatformContext } from '../server/context.ts';
import { notFound } from '../server/errors.ts';
import { widgetBundle } from './widget-bundle.ts';
import { marketRule } from '@mc/sites/markets';
import { WIDGET_CONFIG_GLOBAL, type WidgetConfig } from './widget-config.ts';
import { WIDGET_MESSAGES, widgetLang } from './widget-messages.ts';

const SITE_NAMES: Record<string, string> = Object.fromEntries(SITES.map((site) => [site.localCode, site.name]));

/** JSON that is safe inside a script: no `</script>`, no line terminators JavaScript rejects. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The served script: the culture's configuration, then the bundle, in one function scope. */
export async function widgetScript(site: Site, culture: Culture, country: string | null): Promise<string> {
  const config: WidgetConfig = {
    site: site.localCode,
    culture: culture.code,
    currency: culture.currency,
    defaultCountry: culture.defaultCountry,
    country,
    siteNames: SITE_NAMES,
    realMoneyPlay: !marketRule(culture.code, 'no-real-money-play'),
    messages: WIDGET_MESSAGES[widgetLang(culture.lang)],
  };
  return `(function(){var ${WIDGET_CONFIG_GLOBAL}=${scriptJson(config)};\n${await widgetBundle()}})();\n`;
}

/**
 * `GET /sites/{site}/son-auth/config?lang={culture}&country={ISO2}`: the reference account
 * widget (src/widget/widget.ts and its modules), as a script for the culture. Hidden from the OpenAPI
 * document: it is a script, not an API answer.
 */
export const widgetRoutes: FastifyPluginAsyncTypebox<{ ctx: PlatformContext }> = async (app) => {
  app.get(
    '/son-auth/config',
    {
      schema: {
        hide: true,
        params: SiteParams,
        querystring: Type.Object({
          lang: Type.Optional(Type.String({ maxLength: 16 })),
          country: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$' })),
        }),
      },
    },
    async (request, reply) => {
      const { lang, country } = request.query;
      const site = request.site;
      const culture = lang === undefined ? site.cultures[0] : cultureOf(site, lang);
      if (!culture) throw notFound(`culture '${lang}' is not served by site ${site.localCode}`, 'lang');
      const script = await widgetScript(site, culture, country ? country.toUpperCase() : null);
      return reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(script);
    },
  );
};
