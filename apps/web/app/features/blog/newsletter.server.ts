import { href, tryHref } from '@mc/sites/href';
import { match } from '@mc/sites/match';
import type { Culture, Site } from '@mc/sites/site-schema';
import { requestData } from '../../lib/http/request-data.ts';
import { SERVER_CALL_TIMEOUT_MS } from '../../lib/site-api/cached-get.server.ts';
import { siteApiDeps, type SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { newsletterResponseSchema } from './blog-schemas.ts';
import type { NewsletterInput } from './newsletter-validation.ts';

/**
 * Stores a subscription on the platform (POST v1/newsletter). "Already subscribed" is a
 * success for the visitor; any failure (status, timeout, network, bad answer) is logged by
 * requestData and reported as failed. Never cached, never retried (not idempotent for the visitor).
 */
export async function subscribeNewsletter(ctx: SiteApiContext, input: NewsletterInput): Promise<'subscribed' | 'failed'> {
  const outcome = await requestData(
    {
      baseUrl: ctx.site.apiHost,
      path: 'v1/newsletter',
      method: 'POST',
      body: { email: input.email, name: input.name, culture: ctx.culture.code },
      schema: newsletterResponseSchema,
      fallback: null,
      timeoutMs: SERVER_CALL_TIMEOUT_MS,
    },
    siteApiDeps(ctx),
  );
  return outcome.ok && outcome.data ? 'subscribed' : 'failed';
}

/**
 * Where a form post without JavaScript goes back to: the page it came from when that is a
 * page of this site (rebuilt with href, so never another host), else the blog home of the
 * culture (or the home page); with the outcome as fragment.
 */
export function returnLocation(site: Pick<Site, 'cultures'>, culture: Culture, returnTo: unknown, fragment: string): string {
  if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') && returnTo.length <= 2048) {
    const found = match(site, returnTo.split(/[?#]/, 1)[0]!);
    if (found.kind === 'page') {
      const location = tryHref({ route: found.route.key, culture: found.culture, params: found.params, hash: fragment });
      if (location) return location;
    }
  }
  return tryHref({ route: 'blog', culture, hash: fragment }) ?? href({ route: 'home', culture, hash: fragment });
}
