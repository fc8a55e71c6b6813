import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../lib/markets.ts';
import { startPlatform, type TestPlatform } from '../../test/helpers/platform.ts';
import { WIDGET_CONFIG_GLOBAL, type WidgetConfig } from './widget-config.ts';
import { WIDGET_MESSAGES, widgetLang } from './widget-messages.ts';
import { scriptJson } from './widget-route.ts';

const PREFIX = `(function(){var ${WIDGET_CONFIG_GLOBAL}=`;

/** The configuration a served script defines before the bundle. */
function configOf(script: string): WidgetConfig {
  expect(script.startsWith(PREFIX)).toBe(true);
  const end = script.indexOf(';\n');
  return JSON.parse(script.slice(PREFIX.length, end)) as WidgetConfig;
}

describe('GET /sites/{site}/son-auth/config', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('answers every culture of every site with the widget script in its language', async () => {
    for (const site of SITES) {
      for (const culture of site.cultures) {
        const url = `/sites/${site.localCode.toLowerCase()}/son-auth/config?lang=${culture.code}`;
        const answer = await platform.app.inject({ url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-type'], url).toBe('application/javascript; charset=utf-8');
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
        expect(answer.headers['cache-control'], url).toBe('public, max-age=300');
        const config = configOf(answer.body);
        expect(config, url).toMatchObject({
          site: site.localCode,
          culture: culture.code,
          currency: culture.currency,
          defaultCountry: culture.defaultCountry,
          country: null,
          // India alone bars real-money play (markets.ts).
          realMoneyPlay: culture.code !== 'en-IN',
        });
        expect(config.messages, url).toEqual(WIDGET_MESSAGES[widgetLang(culture.lang)]);
        expect(config.siteNames.MCUK).toBe('Mondo Casino UK');
        expect(() => new Function(answer.body), url).not.toThrow();
      }
    }
  });

  it("passes the visitor's country on, and defaults to the site's first culture", async () => {
    const answer = await platform.app.inject({ url: '/sites/mc/son-auth/config?lang=en-CA&country=ca' });
    expect(configOf(answer.body)).toMatchObject({ culture: 'en-CA', country: 'CA' });
    expect(configOf((await platform.app.inject({ url: '/sites/mcde/son-auth/config' })).body).culture).toBe('de-DE');
    expect((await platform.app.inject({ url: '/sites/mc/son-auth/config?lang=en&country=' })).statusCode).toBe(200);
    expect((await platform.app.inject({ url: '/sites/mc/son-auth/config?lang=en&country=CAN' })).statusCode).toBe(400);
  });

  it('is a 404 for a culture the site does not serve, and for an unknown site', async () => {
    for (const url of ['/sites/mcuk/son-auth/config?lang=sv', '/sites/mc/son-auth/config?lang=xx', '/sites/nope/son-auth/config?lang=en']) {
      const answer = await platform.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('embeds its JSON safely: no `<`, no raw U+2028/U+2029', async () => {
    const hostile = { text: '</script><script>alert(1)</script><!-- \u2028 \u2029' };
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
    expect(new Function(`return ${json};`)()).toEqual(hostile);
    const answer = await platform.app.inject({ url: '/sites/mc/son-auth/config?lang=fr-CA' });
    const prefix = answer.body.slice(0, answer.body.indexOf(';\n'));
    expect(prefix).not.toMatch(/[<\u2028\u2029]/);
    expect(answer.body).not.toMatch(/<\/script/i);
  });
});
