import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export const API_TAGS = [
  { name: 'geo', description: 'Geo-info service (shared, not per site)' },
  { name: 'currency', description: 'Currency rates against EUR' },
  { name: 'user-context', description: 'User-context (skill) service' },
  { name: 'maintenance', description: 'Platform maintenance flag' },
  { name: 'logger', description: 'Logger service used by the front end' },
  { name: 'tracking', description: 'Tracking service: identifiers for the tracking frame, the collector of page visits and events (docs/tracking.md)' },
  { name: 'games', description: 'Site API: games' },
  { name: 'feeds', description: 'Site API: feeds (simple, content, jackpots, leaderboards, winners, faq, payment options)' },
  { name: 'cms', description: 'Site API: promotions, features, pages, terms' },
  { name: 'banners', description: 'Site API: banner configs, media, bt texts, locations' },
  { name: 'blog', description: 'Site API: blog (en-GB and es)' },
  { name: 'player', description: 'Site API: voucher, bank transfer, newsletter' },
  { name: 'images', description: 'Generated images' },
  {
    name: 'accounts',
    description:
      'Account back end of the reference widget (son-auth: login, registration, Pay N Play, password reset, handoff, deposit limits, feedback); see src/accounts/API.md',
  },
  { name: 'admin', description: 'Operator endpoints (x-admin-token)' },
];

const DESCRIPTION = `Reference implementation of the casino front end's back-end contract (spec/shell.md section 7, spec/catalogue.md section 7).

**Site selection.** Site API paths live under \`/sites/{site}/\` where \`{site}\` is the brand local code in lower case (mc, mcde, mcuk, mcdk, mcse, mces); this is each site's API host (\`referenceApiHost()\` in packages/sites). Shared services (geo, currency, user-context, maintenance, logger) are at the root.

**Errors.** Unknown site, culture, code, slug or id → 404; malformed parameters → 400; body \`{ error, message, parameter? }\`. A culture the site does not serve is a 404.

**Links in content.** Markdown-like text and CTA links use \`/internal/path/\`, \`https://external\`, or \`route:routeKey\` (a route key of the route table, to resolve with href() in the page's culture), or a \`#hash\` such as \`#account/register\`.

**Previews.** \`…/preview/{id}\` endpoints need header \`x-preview-token\` (env PLATFORM_PREVIEW_TOKEN); without it they answer 404.

**Browsers.** Only the configured site origins get CORS headers (PLATFORM_CORS_ORIGINS, PLATFORM_SITES_LOCAL_PORTS); a request from another \`Origin\` that carries \`x-admin-token\` or \`x-preview-token\` is a 403.

**Accounts.** \`/sites/{site}/son-auth/…\` is the account back end the reference widget calls (src/accounts/API.md): JSON bodies with \`Content-Type: application/json\` only (else 415), a foreign \`Origin\` is a 403, errors are \`{ code }\` (\`{ code: "INVALID_FIELDS", errors }\` for fields). A widget session is a bearer token. The play platform (\`/play/{site}/…\`, HTML without script) takes the single-use handoff code of a platform address.

**Images.** Image fields are root-relative \`/img/…\` paths served by this service (prefix them with a CDN origin when configured).`;

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Mondo Casino reference platform', version: '3.17.0', description: DESCRIPTION },
      servers: [{ url: 'http://127.0.0.1:4100', description: 'Local platform (PLATFORM_PORT)' }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          adminToken: { type: 'apiKey', in: 'header', name: 'x-admin-token' },
          previewToken: { type: 'apiKey', in: 'header', name: 'x-preview-token' },
          widgetSession: { type: 'http', scheme: 'bearer', description: 'Session token returned by son-auth login, register or paynplay (30 minutes)' },
        },
      },
    },
    refResolver: {
      // Name components after the schema $id so the document reads GameSummary, not def-3.
      buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`),
    },
  });
}
