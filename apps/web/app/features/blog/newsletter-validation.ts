/** Newsletter form rules, shared by the form (before sending) and the action (before the platform). */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** The platform's own rule (apps/platform, POST v1/newsletter): something@host.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type NewsletterField = 'email' | 'name';
/** Keys of the spec's messages in `blog.newsletter`. */
export type NewsletterError = 'emptyEmail' | 'invalidEmail' | 'emptyName';
export type NewsletterErrors = Partial<Record<NewsletterField, NewsletterError>>;

export interface NewsletterInput {
  email: string;
  name: string;
}

export type NewsletterValidation = { ok: true; value: NewsletterInput } | { ok: false; errors: NewsletterErrors };

/** Form values arrive as anything (FormDataEntryValue, null); only strings count. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function validateEmail(raw: unknown): NewsletterError | null {
  const email = text(raw);
  if (!email) return 'emptyEmail';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return 'invalidEmail';
  return null;
}

export function validateName(raw: unknown): NewsletterError | null {
  return text(raw) ? null : 'emptyName';
}

/** Both fields at once (the form shows every problem), in the order of the form: name, then email. */
export function validateNewsletter(input: { email: unknown; name: unknown }): NewsletterValidation {
  const errors: NewsletterErrors = {};
  const name = validateName(input.name);
  const email = validateEmail(input.email);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (name || email) return { ok: false, errors };
  return { ok: true, value: { email: text(input.email).toLowerCase(), name: [...text(input.name)].slice(0, NAME_MAX_LENGTH).join('') } };
}

/** What the newsletter action answers a script (the form's fetcher). */
export type NewsletterResult = { status: 'subscribed' } | { status: 'invalid'; errors: NewsletterErrors } | { status: 'failed' };

/** Outcomes a page shows after a form post without JavaScript (the fragment it is sent back with). */
export type NewsletterOutcome = 'subscribed' | 'failed' | NewsletterError;
export const NEWSLETTER_OUTCOMES = ['subscribed', 'failed', 'emptyName', 'emptyEmail', 'invalidEmail'] as const satisfies readonly NewsletterOutcome[];

/** The outcome of a result: for an invalid form, its first problem in form order (name, email). */
export function newsletterOutcome(result: NewsletterResult): NewsletterOutcome {
  if (result.status !== 'invalid') return result.status;
  return result.errors.name ?? result.errors.email ?? 'failed';
}

/** Fragment id (and element id) of an outcome: the page shows that element with :target. */
export const newsletterFragment = (outcome: NewsletterOutcome) => `newsletter-${outcome}`;

/** The newsletter resource route (apps/web/app/routes.ts `__newsletter`); not a site page, so not built by href(). */
export const NEWSLETTER_ACTION = '/__newsletter';
