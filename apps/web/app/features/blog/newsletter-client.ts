import { NEWSLETTER_ACTION, type NewsletterResult } from './newsletter-validation.ts';

/** The action's answer when it is one; anything else (a proxy's error page, a stranger shape) is a failure. */
export function newsletterResultOf(value: unknown): NewsletterResult {
  const status = (value as { status?: unknown } | null)?.status;
  if (status === 'subscribed' || status === 'failed') return { status };
  const errors = (value as { errors?: unknown } | null)?.errors;
  if (status === 'invalid' && errors && typeof errors === 'object') return value as NewsletterResult;
  return { status: 'failed' };
}

/** Posts the form to the newsletter action; never throws: a network failure is the form's failure message. */
export async function postNewsletter(data: FormData, signal?: AbortSignal): Promise<NewsletterResult> {
  data.set('via', 'fetch');
  try {
    // URL-encoded, as the form posts itself without JavaScript: one body format for the action.
    const body = new URLSearchParams([...data].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
    const response = await fetch(NEWSLETTER_ACTION, { method: 'POST', body, headers: { Accept: 'application/json' }, signal });
    if (!/^application\/json/.test(response.headers.get('Content-Type') ?? '')) return { status: 'failed' };
    return newsletterResultOf(await response.json());
  } catch {
    return { status: 'failed' };
  }
}
