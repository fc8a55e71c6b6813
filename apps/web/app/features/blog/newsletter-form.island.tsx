import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { postNewsletter } from './newsletter-client.ts';
import styles from './newsletter-form.module.css';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NEWSLETTER_ACTION,
  NEWSLETTER_OUTCOMES,
  newsletterFragment,
  validateEmail,
  validateName,
  validateNewsletter,
  type NewsletterErrors,
  type NewsletterField,
  type NewsletterResult,
} from './newsletter-validation.ts';

/**
 * The blog newsletter sign-up (an island). With JavaScript: checked in the browser with the
 * spec's messages, posted to the `__newsletter` action (checked again there), the page
 * stays as it is and keeps what was typed unless the sign-up succeeded. Without JavaScript:
 * the browser's own required/email checks, a plain post, and the action sends the visitor
 * back to this page with the outcome as a fragment, which CSS (:target) shows.
 */
export function NewsletterForm() {
  const t = useTranslations('blog.newsletter');
  const { culture, pathname } = useIslandPage();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<NewsletterResult | undefined>(undefined);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const inputs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (result?.status === 'subscribed') form.current?.reset();
  }, [result]);
  // Once this code runs the form checks itself, with the spec's messages; until then (and
  // without JavaScript) the browser's own checks apply. Set as the island commits, so a submit
  // replayed right after hydration is already ours.
  useLayoutEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  const focusFirst = (found: NewsletterErrors) => {
    const first = (['name', 'email'] as const).find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const validation = validateNewsletter({ email: data.get('email'), name: data.get('name') });
    setChecked(true);
    if (!validation.ok) {
      setErrors(validation.errors);
      focusFirst(validation.errors);
      return;
    }
    setErrors({});
    setPending(true);
    setResult(undefined);
    void postNewsletter(data).then((answer) => {
      setPending(false);
      setResult(answer);
      // The action's answer: its field errors show, a success empties the form.
      if (answer.status === 'invalid') {
        setErrors(answer.errors);
        focusFirst(answer.errors);
      }
      if (answer.status === 'subscribed') {
        setErrors({});
        setChecked(false);
      }
    });
  };

  /** Once the form was sent, a field's message follows what is typed. */
  const onInput = (field: NewsletterField, value: string) => {
    if (!checked) return;
    const error = field === 'email' ? validateEmail(value) : validateName(value);
    setErrors((current) => {
      const next = { ...current };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });
  };

  const field = (name: NewsletterField, type: 'text' | 'email', autoComplete: string, maxLength: number) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t(name)}
        </label>
        <input
          ref={inputs[name]}
          id={inputId}
          className={styles.input}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onInput(name, event.currentTarget.value)}
        />
        <p id={errorId} className={styles.error} aria-live="polite">
          {error ? t(error) : ''}
        </p>
      </div>
    );
  };

  const headingId = `${id}-title`;
  return (
    <section className={styles.newsletter} aria-labelledby={headingId} data-testid="newsletter">
      <h2 id={headingId} className={styles.title}>
        {t('title')}
      </h2>
      <form ref={form} method="post" action={NEWSLETTER_ACTION} onSubmit={onSubmit} className={styles.form} aria-labelledby={headingId}>
        <input type="hidden" name="culture" value={culture.code} />
        <input type="hidden" name="returnTo" value={pathname} />
        {field('name', 'text', 'name', NAME_MAX_LENGTH)}
        {field('email', 'email', 'email', EMAIL_MAX_LENGTH)}
        <button type="submit" className={`button button-primary ${styles.submit}`} aria-disabled={pending || undefined}>
          {t('submit')}
        </button>
      </form>
      <p
        role="status"
        className={result?.status === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}
        data-newsletter-status={result?.status ?? ''}
      >
        {result?.status === 'subscribed' ? t('success') : result?.status === 'failed' ? t('failure') : ''}
      </p>
      {/* Outcomes of a post without JavaScript: hidden unless the address names them. */}
      {NEWSLETTER_OUTCOMES.map((outcome) => (
        <p
          key={outcome}
          id={newsletterFragment(outcome)}
          className={outcome === 'subscribed' ? styles.targetStatus : `${styles.targetStatus} ${styles.failed}`}
        >
          {t(outcome === 'subscribed' ? 'success' : outcome === 'failed' ? 'failure' : outcome)}
        </p>
      ))}
    </section>
  );
}
