import { NO_STORE_CACHE_CONTROL } from '../lib/cache-policy.ts';
import { isSameOriginPost } from '../lib/http/same-origin.ts';
import { resourceContext } from '../lib/resource-request.server.ts';
import { returnLocation, subscribeNewsletter } from '../features/blog/index.server.ts';
import { newsletterFragment, newsletterOutcome, validateNewsletter, type NewsletterResult } from '../features/blog/index.ts';
import type { Route } from './+types/newsletter-action';

const json = (body: NewsletterResult | { error: string }, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL, ...headers },
  });

/** Only POST: a GET (a crawler following the form's action) is told so. */
export function loader() {
  return json({ error: 'method not allowed' }, 405, { Allow: 'POST' });
}

/**
 * `POST /__newsletter`: the blog's newsletter form (its body is bounded by the server before it
 * gets here: server/body-limit.ts). Validates like the form, then posts to the
 * platform. The form's script (field `via=fetch`) gets JSON; a post without JavaScript is sent
 * back (303) to the page it came from, with the outcome as a fragment the page shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return json({ error: 'method not allowed' }, 405, { Allow: 'POST' });
  if (!isSameOriginPost(request)) return json({ error: 'forbidden' }, 403);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ status: 'failed' }, 400);
  }
  const culture = form.get('culture');
  const ctx = resourceContext(context, request, typeof culture === 'string' ? culture : undefined);
  if (!ctx) return json({ status: 'failed' }, 400);
  const viaScript = form.get('via') === 'fetch';
  const answer = (result: NewsletterResult, status: number) => {
    if (viaScript) return json(result, status);
    const location = returnLocation(ctx.site, ctx.culture, form.get('returnTo'), newsletterFragment(newsletterOutcome(result)));
    return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': NO_STORE_CACHE_CONTROL } });
  };
  const checked = validateNewsletter({ email: form.get('email'), name: form.get('name') });
  if (!checked.ok) return answer({ status: 'invalid', errors: checked.errors }, 400);
  const outcome = await subscribeNewsletter(ctx, checked.value);
  return outcome === 'subscribed' ? answer({ status: 'subscribed' }, 200) : answer({ status: 'failed' }, 502);
}
